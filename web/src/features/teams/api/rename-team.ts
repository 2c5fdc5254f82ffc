// PATCH /api/teams/{id} (`renameTeam`): the team's managers, admins and the owner. Its links
// show the team's name, so they are asked for again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Team } from '@/lib/teams/types';

export const renameTeam = async ({ id, name }: { id: string; name: string }): Promise<Team> =>
  unwrap(await api.patch<Team>(`/api/teams/${encodeURIComponent(id)}`, { name }));

export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.teams }),
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
      ]),
  });
}
