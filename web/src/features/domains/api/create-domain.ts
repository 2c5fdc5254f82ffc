// POST /api/domains (owner, admin). A new domain changes the pickers of every link form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CreateDomainInput, Domain } from '../types';

export const createDomain = async (input: CreateDomainInput): Promise<Domain> =>
  unwrap(await api.post<Domain>('/api/domains', input));

export function useCreateDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains }),
  });
}
