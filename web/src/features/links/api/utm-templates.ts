// GET and POST /api/utm-templates: the account's saved campaign values (docs/campaigns.md#saved-templates).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { UtmInput, UtmTemplate } from '../types';

export const utmTemplatesQueryKey = [...queryKeys.links, 'utm-templates'] as const;

export const getUtmTemplates = async (signal?: AbortSignal): Promise<UtmTemplate[]> =>
  unwrap(await api.get<{ templates: UtmTemplate[] }>('/api/utm-templates', undefined, signal))
    .templates;

export const createUtmTemplate = async (input: {
  name: string;
  utm: UtmInput;
}): Promise<UtmTemplate> => unwrap(await api.post<UtmTemplate>('/api/utm-templates', input));

export function useUtmTemplates() {
  return useQuery({
    queryKey: utmTemplatesQueryKey,
    queryFn: ({ signal }) => getUtmTemplates(signal),
  });
}

export function useCreateUtmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUtmTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utmTemplatesQueryKey }),
  });
}
