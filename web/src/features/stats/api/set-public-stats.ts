// PATCH /api/link {id, publicStats}: make a link's statistics public or private again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { StatsLink } from '../types';
import { statsKeys } from './stats-query-key';

export interface SetPublicStatsInput {
  id: string;
  publicStats: boolean;
}

export const setPublicStats = async (input: SetPublicStatsInput): Promise<StatsLink> =>
  unwrap(await api.patch<StatsLink>('/api/link', input));

export function useSetPublicStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublicStats,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
}
