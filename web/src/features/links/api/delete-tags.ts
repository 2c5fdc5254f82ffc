// DELETE /api/link/tags {tags}: removes tags from every link the caller may manage.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteTags = async (tags: string[]) =>
  unwrap(await api.delete<{ links: number }>('/api/link/tags', { tags })).links;

export function useDeleteTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTags,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.links }),
  });
}
