// A team's members panel: each member with its role and when it was added, managers first. The
// team's managers, admins and the owner change roles, remove members and add one by username;
// every member may leave. The server checks each change again.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { mayManageTeam } from '@/lib/teams/permissions';
import type { Team } from '@/lib/teams/types';
import { useMembers } from '../api/members';
import { teamActions } from '../utils/team-actions';
import { AddMemberForm } from './add-member-form';
import { MemberRow } from './member-row';

/** The panel's id, which the team's name button controls. */
export const MEMBERS_PANEL_ID = 'team-members';

export function MembersPanel({ team, onClose }: { team: Team; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const account = useAccount();
  const manages = mayManageTeam(team, account);
  const { data: members, isPending, error } = useMembers(team.id);
  const leave = () =>
    void teamActions(team, account?.id ?? '', queryClient)
      .leave()
      .then((left) => left && onClose());

  return (
    <section
      id={MEMBERS_PANEL_ID}
      className="card card--flush"
      aria-labelledby="team-members-heading"
    >
      <div className="toolbar">
        <h2 id="team-members-heading" className="card__title">
          {t('teams.members.heading', { name: team.name })}
        </h2>
        <Button size="sm" className="toolbar__end" onClick={onClose}>
          {t('teams.members.hide')}
        </Button>
      </div>
      {manages ? (
        <AddMemberForm team={team} />
      ) : (
        <p className="muted card__intro">{t('teams.members.readOnly')}</p>
      )}
      {error && !members && (
        <p className="table-state" role="alert">
          {t('teams.members.loadFailed', { message: error.message })}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          {t('teams.members.loading')}
        </p>
      )}
      {members && members.length > 0 && (
        <div className="table-wrap">
          <table className="table table--members">
            <caption className="visually-hidden">
              {t('teams.members.caption', { name: team.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('teams.members.columns.username')}</th>
                <th scope="col">{t('teams.members.columns.role')}</th>
                <th scope="col">{t('teams.members.columns.added')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('teams.members.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  team={team}
                  member={member}
                  me={member.id === account?.id}
                  manages={manages}
                  onLeave={leave}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
