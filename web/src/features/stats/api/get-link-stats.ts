// GET /api/link/{id}/stats: one link's statistics.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Stats, StatsParams } from '../types';
import { statsKeys } from './stats-query-key';

export const getLinkStats = async (
  id: string,
  params: StatsParams,
  signal?: AbortSignal,
): Promise<Stats> =>
  unwrap(await api.get<Stats>(`/api/link/${encodeURIComponent(id)}/stats`, { ...params }, signal));

export function useLinkStats(id: string, params: StatsParams) {
  return useQuery({
    queryKey: statsKeys.link(id, params),
    queryFn: ({ signal }) => getLinkStats(id, params, signal),
    placeholderData: keepPreviousData,
  });
}
