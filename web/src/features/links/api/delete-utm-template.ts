// DELETE /api/utm-templates/{id}: deletes one of the caller's saved campaign templates; links
// filled from it keep their own copy of the values.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { UtmTemplate } from '../types';
import { utmTemplatesQueryKey } from './utm-templates';

export const deleteUtmTemplate = async (id: string) =>
  unwrap(await api.delete<UtmTemplate>(`/api/utm-templates/${encodeURIComponent(id)}`));

export function useDeleteUtmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUtmTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utmTemplatesQueryKey }),
  });
}
