// Which short domains a link may go on, as the server decides (docs/teams.md#domains,
// docs/domains.md): a team limited to some domains puts its links there only, whatever each
// domain's own setting; any other link of a standard account goes on the default domain and the
// domains open to standard accounts (GET /api/domains also lists it the domains its teams are
// limited to); the owner and admins use every domain.
import type { Account } from '@/lib/account/types';
import type { Domain } from '@/lib/domains/types';
import type { Team } from './types';

type Caller = Pick<Account, 'role'> | null | undefined;

/** The domains links of `team` (null: the account's own links) may go on, in the list's order. */
export function domainsForLinks(
  domains: readonly Domain[] | undefined,
  team: Pick<Team, 'domains'> | null | undefined,
  caller: Caller,
): Domain[] {
  const all = domains ?? [];
  if (team?.domains) {
    const allowed = new Set(team.domains.map((domain) => domain.id));
    return all.filter((domain) => allowed.has(domain.id));
  }
  return caller?.role === 'standard'
    ? all.filter((domain) => domain.isDefault || domain.standardMayCreate)
    : [...all];
}

/** A domain's value in a form and in a link's body: its host, empty for the default domain. */
export const domainValue = (domain: Pick<Domain, 'host' | 'isDefault'>): string =>
  domain.isDefault ? '' : (domain.host ?? '');

/** The team of `id` among `teams` when it is limited to some domains; null otherwise. */
export function limitedTeam(teams: readonly Team[] | undefined, id: string | null | undefined) {
  const team = id ? teams?.find((other) => other.id === id) : undefined;
  return team?.domains ? team : null;
}
