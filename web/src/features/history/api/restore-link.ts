// POST /api/link/{id}/restore (`restoreLink`): brings a deleted link back with its id, slug and
// fields, while its slug is free on its domain (409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { HistoryLink } from '../types';

export const restoreLink = async (id: string): Promise<HistoryLink> =>
  unwrap(await api.post<HistoryLink>(`/api/link/${encodeURIComponent(id)}/restore`, {}));

export function useRestoreLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLink,
    // The deleted list is under the links key; the link count is in the about data.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.about }),
      ]);
    },
  });
}
