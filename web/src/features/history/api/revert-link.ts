// POST /api/link/{id}/revert {version} (`revertLink`): the link gets back its fields after that
// change, checked as an edit is (a slug taken meanwhile is refused with 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { HistoryLink } from '../types';

export const revertLink = async (id: string, version: number): Promise<HistoryLink> =>
  unwrap(await api.post<HistoryLink>(`/api/link/${encodeURIComponent(id)}/revert`, { version }));

export function useRevertLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => revertLink(id, version),
    // The list, the link's domain and its history are all under the links key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.links }),
  });
}
