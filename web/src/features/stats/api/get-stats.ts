// GET /api/stats: the statistics of every link the caller may see, with the top links.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Stats, StatsParams } from '../types';
import { statsKeys } from './stats-query-key';

export const getStats = async (params: StatsParams, signal?: AbortSignal): Promise<Stats> =>
  unwrap(await api.get<Stats>('/api/stats', { ...params }, signal));

export function useStats(params: StatsParams) {
  return useQuery({
    queryKey: statsKeys.overall(params),
    queryFn: ({ signal }) => getStats(params, signal),
  });
}
