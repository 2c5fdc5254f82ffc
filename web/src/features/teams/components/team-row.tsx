// One team in the list: its name (which shows its members), the caller's role, its member and
// link counts, and a menu of what can be done to it (also on right-click).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { formatNumber } from '@/lib/format';
import { useAccount } from '@/lib/account/account-store';
import { mayManageTeam } from '@/lib/teams/permissions';
import type { Team } from '@/lib/teams/types';
import { teamRoleLabel } from '../utils/labels';
import { teamActions } from '../utils/team-actions';
import { MEMBERS_PANEL_ID } from './members-panel';
import { teamMenuItems } from './team-menu-items';

/** The menu button's mark; the button's label names it. */
const MENU_ICON = '⋯';

export function TeamRow({
  team,
  shown,
  onShow,
  onHide,
}: {
  team: Team;
  /** Whether its members panel is open. */
  shown: boolean;
  onShow: () => void;
  /** Closes its members panel (also once the team is deleted or left). */
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const account = useAccount();
  const label = t('teams.actionsFor', { name: team.name });
  const items = () =>
    teamMenuItems(team, teamActions(team, account?.id ?? '', queryClient), {
      manages: mayManageTeam(team, account),
      onMembers: onShow,
      onGone: onHide,
    });
  return (
    <tr
      className={shown ? 'is-selected' : undefined}
      onContextMenu={(event) => openContextMenu(event, items(), { label })}
    >
      <td data-label={t('teams.columns.name')}>
        <button
          type="button"
          className="link-button"
          aria-expanded={shown}
          aria-controls={shown ? MEMBERS_PANEL_ID : undefined}
          title={t('teams.showMembers', { name: team.name })}
          onClick={shown ? onHide : onShow}
        >
          {team.name}
        </button>
      </td>
      <td data-label={t('teams.columns.role')}>
        <span className={team.role ? 'badge badge--info' : 'badge'}>
          {teamRoleLabel(team.role)}
        </span>
      </td>
      <td data-label={t('teams.columns.members')} className="cell-number">
        {formatNumber(team.members)}
      </td>
      <td data-label={t('teams.columns.links')} className="cell-number">
        {formatNumber(team.links)}
      </td>
      <td className="table__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => openContextMenuAt(event.currentTarget, items(), { label })}
        >
          <span aria-hidden="true">{MENU_ICON}</span>
        </button>
      </td>
    </tr>
  );
}
