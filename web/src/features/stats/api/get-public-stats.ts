// GET /api/public/stats/{slug}: a link's statistics when its owner made them public (no account
// needed); 404 otherwise. `domain` names the link's short domain; without it the server takes
// the domain the page was sent from.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Stats, StatsParams } from '../types';
import { statsKeys } from './stats-query-key';

export const getPublicStats = async (
  slug: string,
  params: StatsParams,
  domain: string | undefined,
  signal?: AbortSignal,
): Promise<Stats> =>
  unwrap(
    await api.get<Stats>(
      `/api/public/stats/${encodeURIComponent(slug)}`,
      { ...params, domain },
      signal,
    ),
  );

export function usePublicStats(slug: string, params: StatsParams, domain?: string) {
  return useQuery({
    queryKey: statsKeys.public(slug, params, domain),
    queryFn: ({ signal }) => getPublicStats(slug, params, domain, signal),
    placeholderData: keepPreviousData,
  });
}
