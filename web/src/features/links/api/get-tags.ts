// GET /api/link/tags: the tags of the links the caller may manage, with their number of links.
// Under the links key, so every link write refreshes them too.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { TagCount } from '../types';

export const tagsQueryKey = [...queryKeys.links, 'tags'] as const;

export const getTags = async (signal?: AbortSignal): Promise<TagCount[]> =>
  unwrap(await api.get<{ tags: TagCount[] }>('/api/link/tags', undefined, signal)).tags;

export function useTags() {
  return useQuery({ queryKey: tagsQueryKey, queryFn: ({ signal }) => getTags(signal) });
}
