// POST /api/link/{id}/move (`moveLink`): into a team, or (null) out of its team to the caller's
// own account. Rights on both sides are needed; the team counts change with the link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Link } from '../types';

export const moveLink = async ({ id, team }: { id: string; team: string | null }): Promise<Link> =>
  unwrap(await api.post<Link>(`/api/link/${encodeURIComponent(id)}/move`, { team }));

export function useMoveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teams }),
      ]),
  });
}
