// PATCH /api/domains/{id} (owner, admin): only the given fallbacks change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Domain, EditDomainInput } from '../types';

export const editDomain = async ({ id, ...changes }: EditDomainInput): Promise<Domain> =>
  unwrap(await api.patch<Domain>(`/api/domains/${encodeURIComponent(id)}`, changes));

export function useEditDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains }),
  });
}
