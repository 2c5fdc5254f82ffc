// The team an import puts its links in: the teams where the account is an editor or a manager,
// every team for the owner and admins (a viewer's import would be refused). Shown only when there
// is one; empty keeps the links the importer's own. Choosing a team limited to some domains moves
// the import's domain onto one of them (and adds no domains); leaving it, onto one the account
// may use for its own links.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { useDomains } from '@/lib/domains/get-domains';
import { useTeams } from '@/lib/teams/get-teams';
import { teamsForLinks } from '@/lib/teams/permissions';
import { domainsForLinks, domainValue, limitedTeam } from '@/lib/teams/team-domains';
import type { ImportOptions } from '../types';

export function ImportTeamField({
  options,
  onChange,
}: {
  options: ImportOptions;
  onChange: (options: ImportOptions) => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const { data: teams } = useTeams();
  const { data: domains } = useDomains();
  const allowed = teamsForLinks(teams, account);
  if (allowed.length === 0) return null;

  // The domain stays when the new choice allows it, else it becomes the first one allowed.
  const choose = (team: string) => {
    const limitedBy = limitedTeam(teams, team);
    const values = domainsForLinks(domains, limitedBy, account).map(domainValue);
    const domain = values.includes(options.domain) ? options.domain : (values[0] ?? options.domain);
    onChange({
      ...options,
      team,
      domain,
      createDomains: limitedBy ? false : options.createDomains,
    });
  };

  return (
    <SelectField
      label={t('teams.imports.field')}
      hint={t('teams.imports.fieldHint')}
      value={options.team ?? ''}
      options={[
        { value: '', label: t('teams.imports.fieldNone') },
        ...allowed.map((team) => ({ value: team.id, label: team.name })),
      ]}
      onChange={(event) => choose(event.target.value)}
    />
  );
}
