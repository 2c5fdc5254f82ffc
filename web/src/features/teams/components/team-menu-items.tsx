// The context menu of a team row: its members, rename, leave (for a member), delete. Renaming and
// deleting are for its managers, admins and the owner; the others see them disabled.
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { EditIcon, TrashIcon, UserIcon } from '@/components/ui/icons';
import { i18n } from '@/i18n';
import type { Team } from '@/lib/teams/types';
import type { TeamActions } from '../utils/team-actions';

/** Built when the menu opens, so its labels are in the language shown then. */
export function teamMenuItems(
  team: Team,
  actions: TeamActions,
  { manages, onMembers, onGone }: { manages: boolean; onMembers: () => void; onGone: () => void },
): MenuItem[] {
  const { t } = i18n;
  return [
    {
      label: t('teams.menu.members'),
      icon: <UserIcon />,
      divided: true,
      onClick: onMembers,
    },
    {
      label: t('teams.menu.rename'),
      icon: <EditIcon />,
      disabled: !manages,
      onClick: () => void actions.rename(),
    },
    {
      label: t('teams.menu.leave'),
      // The owner and admins who are no members have nothing to leave.
      hidden: team.role === null,
      onClick: () => void actions.leave().then((left) => left && onGone()),
    },
    {
      label: t('teams.menu.delete'),
      icon: <TrashIcon />,
      disabled: !manages,
      onClick: () => void actions.remove().then((deleted) => deleted && onGone()),
    },
  ];
}
