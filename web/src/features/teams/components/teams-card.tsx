// The Teams page: every team the caller sees (all of them for the owner and admins) with its
// role, member and link counts; "Create a team"; and the members and domains of the team chosen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useTeams } from '@/lib/teams/get-teams';
import { CreateTeamForm } from './create-team-form';
import { MembersPanel } from './members-panel';
import { TeamDomainsPanel } from './team-domains-panel';
import { TeamRow } from './team-row';

export function TeamsCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const { data: teams, isPending, error } = useTeams();
  const [shownId, setShownId] = useState<string | null>(null);
  // A team that left the list (deleted, or left by a standard account) closes its panel.
  const shown = teams?.find((team) => team.id === shownId) ?? null;

  return (
    <>
      <section className="card card--flush" aria-labelledby="teams-heading">
        <div className="toolbar">
          <h2 id="teams-heading" className="card__title">
            {isManager(account) ? t('teams.headingAll') : t('teams.headingOwn')}
          </h2>
        </div>
        <p className="muted card__intro">{t('teams.intro')}</p>
        <CreateTeamForm onCreated={(team) => setShownId(team.id)} />
        {error && !teams && (
          <p className="table-state" role="alert">
            {t('teams.loadFailed', { message: error.message })}
          </p>
        )}
        {isPending && (
          <p className="table-state" role="status">
            {t('teams.loading')}
          </p>
        )}
        {teams?.length === 0 && <p className="table-state">{t('teams.empty')}</p>}
        {teams && teams.length > 0 && (
          <div className="table-wrap">
            <table className="table table--teams">
              <caption className="visually-hidden">{t('teams.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('teams.columns.name')}</th>
                  <th scope="col">{t('teams.columns.role')}</th>
                  <th scope="col" className="cell-number">
                    {t('teams.columns.members')}
                  </th>
                  <th scope="col" className="cell-number">
                    {t('teams.columns.links')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('teams.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {teams.map((team) => (
                  <TeamRow
                    key={team.id}
                    team={team}
                    shown={team.id === shown?.id}
                    onShow={() => setShownId(team.id)}
                    onHide={() => setShownId(null)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {shown && <MembersPanel key={shown.id} team={shown} onClose={() => setShownId(null)} />}
      {shown && <TeamDomainsPanel key={`domains-${shown.id}`} team={shown} />}
    </>
  );
}
