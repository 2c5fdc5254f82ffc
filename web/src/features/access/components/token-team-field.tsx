// The team a new API token acts for (docs/teams.md#team-tokens). Its value is a team's id, or
// empty for the account's own reach. It offers the teams the account sees (every team for the
// owner and admins) and is shown only when there is one. A viewer's team token only reads: the
// server checks the account's role in the team at every request.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { useTeams } from '@/lib/teams/get-teams';

export function TokenTeamField({
  value,
  onChange,
}: {
  value: string;
  onChange: (team: string) => void;
}) {
  const { t } = useTranslation();
  const { data: teams } = useTeams();
  if (!teams || teams.length === 0) return null;
  return (
    <SelectField
      label={t('teams.tokens.field')}
      hint={t('teams.tokens.fieldHint')}
      value={value}
      options={[
        { value: '', label: t('teams.tokens.fieldNone') },
        ...teams.map((team) => ({ value: team.id, label: team.name })),
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
