// The links list's team switcher: every link the account sees, or only one team's (the list's
// `team` parameter). Shown only to accounts that see a team.
import { useTranslation } from 'react-i18next';
import type { Team } from '@/lib/teams/types';

/** The value of "All links": no `team` parameter. */
export const ALL_TEAMS = '';

export function TeamSwitcher({
  teams,
  value,
  onChange,
}: {
  teams: readonly Team[] | undefined;
  /** A team's id, or ALL_TEAMS. */
  value: string;
  onChange: (team: string) => void;
}) {
  const { t } = useTranslation();
  if (!teams?.length && value === ALL_TEAMS) return null;
  return (
    <div>
      <label htmlFor="link-team" className="visually-hidden">
        {t('teams.links.switcher')}
      </label>
      <select
        id="link-team"
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_TEAMS}>{t('teams.links.all')}</option>
        {(teams ?? []).map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
