// GET /api/link/{id}/history?before=&limit= (`linkHistory`): a link's changes, a page at a time
// from the newest; each page is oldest first, and its `older` asks for the page before it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { historyKeys, type LinkHistoryPage } from '../types';

/** Changes a page holds (the server's default too). */
export const HISTORY_PAGE_SIZE = 100;

export const getLinkHistoryPage = async (
  id: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<LinkHistoryPage> =>
  unwrap(
    await api.get<LinkHistoryPage>(
      `/api/link/${encodeURIComponent(id)}/history`,
      { before, limit: HISTORY_PAGE_SIZE },
      signal,
    ),
  );

export function useLinkHistory(id: string) {
  return useInfiniteQuery({
    queryKey: historyKeys.link(id),
    queryFn: ({ pageParam, signal }) => getLinkHistoryPage(id, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.older,
  });
}
