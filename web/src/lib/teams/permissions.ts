// What the caller may do with a team, from its role there and its instance role. The server
// decides every request again: these only spare a person buttons that would be refused.
import type { Account } from '@/lib/account/types';
import { isManager } from '@/lib/account/types';
import type { Team, TeamRef } from './types';

type Caller = Pick<Account, 'role'> | null | undefined;

/** Renaming, deleting and managing members: the team's managers, the owner and admins. */
export const mayManageTeam = (team: Pick<Team, 'role'>, caller: Caller): boolean =>
  isManager(caller) || team.role === 'manager';

/** Creating, editing, deleting and moving the team's links: editors and managers too. */
export const mayChangeTeamLinks = (team: Pick<Team, 'role'>, caller: Caller): boolean =>
  isManager(caller) || team.role === 'editor' || team.role === 'manager';

/** The teams the caller may put links in (and take them out of). */
export const teamsForLinks = (teams: readonly Team[] | undefined, caller: Caller): Team[] =>
  (teams ?? []).filter((team) => mayChangeTeamLinks(team, caller));

/**
 * Whether the caller may change a link: its own links (and, for the owner and admins, anyone's)
 * as before teams; a team's link when it may change that team's links. A team the list does
 * not hold (not loaded yet) leaves the actions to the server.
 */
export function mayChangeLink(
  team: TeamRef | null,
  teams: readonly Team[] | undefined,
  caller: Caller,
): boolean {
  if (team === null || isManager(caller)) return true;
  const known = teams?.find((other) => other.id === team.id);
  return known === undefined || mayChangeTeamLinks(known, caller);
}
