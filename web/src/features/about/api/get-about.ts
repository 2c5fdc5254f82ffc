import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { About } from '../types';

export const getAbout = async (signal?: AbortSignal): Promise<About> =>
  unwrap(await api.get<About>('/api/about', undefined, signal));

export function useAbout() {
  return useQuery({ queryKey: queryKeys.about, queryFn: ({ signal }) => getAbout(signal) });
}
