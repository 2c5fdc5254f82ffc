// Query keys of the statistics answers, under one root so a change to a link can refresh them.
import { queryKeys } from '@/lib/query-keys';
import type { OrphanParams, StatsParams } from '../types';

export const statsKeys = {
  all: queryKeys.stats,
  link: (id: string, params: StatsParams) => [...statsKeys.all, 'link', id, params] as const,
  overall: (params: StatsParams) => [...statsKeys.all, 'overall', params] as const,
  public: (slug: string, params: StatsParams, domain?: string) =>
    [...statsKeys.all, 'public', slug, domain ?? '', params] as const,
  orphans: (domainId: string, params: OrphanParams) =>
    [...statsKeys.all, 'orphans', domainId, params] as const,
};
