// GET /api/link/list (`listLinks`).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { LinkList, LinkListParams } from '../types';

export const getLinks = async (params: LinkListParams, signal?: AbortSignal): Promise<LinkList> =>
  unwrap(await api.get<LinkList>('/api/link/list', { ...params }, signal));

export function useLinks(params: LinkListParams) {
  return useQuery({
    queryKey: [...queryKeys.links, 'list', params],
    queryFn: ({ signal }) => getLinks(params, signal),
    placeholderData: keepPreviousData,
  });
}
