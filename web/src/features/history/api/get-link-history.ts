// GET /api/link/{id}/history (`linkHistory`): a link's changes, oldest first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { historyKeys, type HistoryEntry } from '../types';

export const getLinkHistory = async (id: string, signal?: AbortSignal): Promise<HistoryEntry[]> =>
  unwrap(
    await api.get<{ entries: HistoryEntry[] }>(
      `/api/link/${encodeURIComponent(id)}/history`,
      undefined,
      signal,
    ),
  ).entries;

export function useLinkHistory(id: string) {
  return useQuery({
    queryKey: historyKeys.link(id),
    queryFn: ({ signal }) => getLinkHistory(id, signal),
  });
}
