// GET /api/user/list (owner, admin).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { UserAccount } from '../types';

export const getUsers = async (signal?: AbortSignal): Promise<UserAccount[]> =>
  unwrap(await api.get<UserAccount[]>('/api/user/list', undefined, signal));

export function useUsers(enabled = true) {
  return useQuery({
    queryKey: queryKeys.users,
    queryFn: ({ signal }) => getUsers(signal),
    enabled,
  });
}
