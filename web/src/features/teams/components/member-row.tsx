// One member of a team: the account (marked when it is the caller), its role (a select for those
// who manage the team), when it was added, and "Remove" — or "Leave team" on the caller's own row.
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { TEAM_ROLES, type Team, type TeamRole } from '@/lib/teams/types';
import { useRemoveMember, useSetMember } from '../api/members';
import type { Member } from '../types';
import { teamRoleLabel } from '../utils/labels';

const failed = (error: unknown) =>
  toast(error instanceof Error ? error.message : String(error), 'error');

export function MemberRow({
  team,
  member,
  me,
  manages,
  onLeave,
}: {
  team: Team;
  member: Member;
  /** The caller's own row. */
  me: boolean;
  manages: boolean;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const setRole = useSetMember();
  const remove = useRemoveMember();
  const { username } = member;

  const changeRole = async (role: TeamRole) => {
    try {
      await setRole.mutateAsync({ team: team.id, account: member.id, role });
      toast(t('teams.members.roleChanged', { username, role: teamRoleLabel(role) }));
    } catch (error) {
      failed(error);
    }
  };

  const removeMember = async () => {
    const sure = await confirmAction({
      title: t('teams.members.removeTitle', { username, team: team.name }),
      description: t('teams.members.removeDescription', { username }),
      confirmName: t('teams.members.remove'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync({ team: team.id, account: member.id });
      toast(t('teams.members.removed', { username, team: team.name }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <tr>
      <td data-label={t('teams.members.columns.username')}>
        {username}
        {me && <span className="badge badge--info">{t('teams.members.you')}</span>}
      </td>
      <td data-label={t('teams.members.columns.role')}>
        {manages ? (
          <select
            className="input input--sm"
            aria-label={t('teams.members.roleOf', { username })}
            value={member.role}
            disabled={setRole.isPending}
            onChange={(event) => void changeRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {teamRoleLabel(role)}
              </option>
            ))}
          </select>
        ) : (
          teamRoleLabel(member.role)
        )}
      </td>
      <td data-label={t('teams.members.columns.added')}>
        <time dateTime={member.addedAt} title={formatDateTime(member.addedAt)}>
          {formatDate(member.addedAt)}
        </time>
      </td>
      <td className="table__actions">
        {me ? (
          <Button size="sm" variant="danger" onClick={onLeave}>
            {t('teams.menu.leave')}
          </Button>
        ) : (
          manages && (
            <Button
              size="sm"
              aria-label={t('teams.members.removeLabel', { username })}
              busy={remove.isPending}
              onClick={() => void removeMember()}
            >
              {t('teams.members.remove')}
            </Button>
          )
        )}
      </td>
    </tr>
  );
}
