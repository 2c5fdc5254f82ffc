// PATCH /api/link (`editLink`): only the given fields change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { EditLinkInput, Link } from '../types';

export const editLink = async (input: EditLinkInput): Promise<Link> =>
  unwrap(await api.patch<Link>('/api/link', input));

export function useEditLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.links }),
  });
}
