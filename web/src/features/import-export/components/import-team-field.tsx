// The team an import puts its links in: the teams where the account is an editor or a manager,
// every team for the owner and admins (a viewer's import would be refused). Shown only when there
// is one; empty keeps the links the importer's own.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { useTeams } from '@/lib/teams/get-teams';
import { teamsForLinks } from '@/lib/teams/permissions';
import type { ImportOptions } from '../types';

export function ImportTeamField({
  options,
  onChange,
}: {
  options: ImportOptions;
  onChange: (options: ImportOptions) => void;
}) {
  const { t } = useTranslation();
  const { data: teams } = useTeams();
  const allowed = teamsForLinks(teams, useAccount());
  if (allowed.length === 0) return null;
  return (
    <SelectField
      label={t('teams.imports.field')}
      hint={t('teams.imports.fieldHint')}
      value={options.team ?? ''}
      options={[
        { value: '', label: t('teams.imports.fieldNone') },
        ...allowed.map((team) => ({ value: team.id, label: team.name })),
      ]}
      onChange={(event) => onChange({ ...options, team: event.target.value })}
    />
  );
}
