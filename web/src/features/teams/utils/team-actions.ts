// What can be done to a team from its row's menu: rename (a popup), delete and leave (each
// confirmed first). Built when used (not a component), so texts come from `i18n.t` at that
// moment; the caller passes the query client whose answers change.
import type { QueryClient } from '@tanstack/react-query';
import { confirmAction } from '@/components/popup/popup-helpers';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import type { Team } from '@/lib/teams/types';
import { removeMember } from '../api/members';
import { deleteTeam } from '../api/delete-team';

const failed = (error: unknown) =>
  toast(error instanceof Error ? error.message : String(error), 'error');

export interface TeamActions {
  rename: () => Promise<void>;
  /** Resolves true once the team is gone. */
  remove: () => Promise<boolean>;
  /** Resolves true once the caller is no member any more. */
  leave: () => Promise<boolean>;
}

export function teamActions(team: Team, me: string, queryClient: QueryClient): TeamActions {
  const t = i18n.t;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.teams });
  return {
    rename: async () => {
      await popups.open('RenameTeam', { team });
    },
    remove: async () => {
      const sure = await confirmAction({
        title: t('teams.delete.title', { name: team.name }),
        description: [
          t('teams.delete.description'),
          // The server refuses a team with links: say so before it does.
          team.links > 0
            ? t('teams.delete.hasLinks', { count: team.links, number: formatNumber(team.links) })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        confirmName: t('teams.delete.confirm'),
        danger: true,
      });
      if (!sure) return false;
      try {
        await deleteTeam(team.id);
        toast(t('teams.delete.deleted', { name: team.name }));
        await refresh();
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    leave: async () => {
      const sure = await confirmAction({
        title: t('teams.leave.title', { name: team.name }),
        description: t('teams.leave.description'),
        confirmName: t('teams.leave.confirm'),
        danger: true,
      });
      if (!sure) return false;
      try {
        await removeMember({ team: team.id, account: me });
        toast(t('teams.leave.left', { name: team.name }));
        // The team's links may be out of reach now, as the team itself may be.
        await Promise.all([
          refresh(),
          queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        ]);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
  };
}
