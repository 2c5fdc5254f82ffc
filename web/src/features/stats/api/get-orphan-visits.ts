// GET /api/domains/{id}/orphan-visits (owner, admin): the visits to a domain that reached no
// link, by kind, per day, and the unknown slugs asked for most.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { OrphanParams, OrphanVisits } from '../types';
import { statsKeys } from './stats-query-key';

export const getOrphanVisits = async (
  domainId: string,
  params: OrphanParams,
  signal?: AbortSignal,
): Promise<OrphanVisits> =>
  unwrap(
    await api.get<OrphanVisits>(
      `/api/domains/${encodeURIComponent(domainId)}/orphan-visits`,
      { ...params },
      signal,
    ),
  );

export function useOrphanVisits(domainId: string, params: OrphanParams, enabled = true) {
  return useQuery({
    queryKey: statsKeys.orphans(domainId, params),
    queryFn: ({ signal }) => getOrphanVisits(domainId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
