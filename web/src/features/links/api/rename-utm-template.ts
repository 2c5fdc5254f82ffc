// PATCH /api/utm-templates/{id} {name}: renames one of the caller's saved campaign templates
// (docs/campaigns.md#saved-templates); a name already in use is refused with 409.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { UtmTemplate } from '../types';
import { utmTemplatesQueryKey } from './utm-templates';

export const renameUtmTemplate = async ({ id, name }: { id: string; name: string }) =>
  unwrap(await api.patch<UtmTemplate>(`/api/utm-templates/${encodeURIComponent(id)}`, { name }));

export function useRenameUtmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameUtmTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utmTemplatesQueryKey }),
  });
}
