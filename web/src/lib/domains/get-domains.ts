// GET /api/domains: the default domain first, then by host. Standard accounts get only the
// domains they may create links on.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Domain } from './types';

export const getDomains = async (signal?: AbortSignal): Promise<Domain[]> =>
  unwrap(await api.get<{ domains: Domain[] }>('/api/domains', undefined, signal)).domains;

export function useDomains(enabled = true) {
  return useQuery({
    queryKey: queryKeys.domains,
    queryFn: ({ signal }) => getDomains(signal),
    enabled,
  });
}
