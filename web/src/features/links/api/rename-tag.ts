// PATCH /api/link/tags {oldName, newName}: renames a tag on every link the caller may manage
// (merging where a link has both).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const renameTag = async ({ oldName, newName }: { oldName: string; newName: string }) =>
  unwrap(await api.patch<{ links: number }>('/api/link/tags', { oldName, newName })).links;

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.links }),
  });
}
