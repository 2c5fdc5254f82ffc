// DELETE /api/link {ids} (`deleteLinks`): all or nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteLinks = async (ids: string[]): Promise<number> =>
  unwrap(await api.delete<{ deleted: number }>('/api/link', { ids })).deleted;

export function useDeleteLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLinks,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.about }),
      ]);
    },
  });
}
