// PATCH /api/webhooks/{id} (`editWebhook`): only the given members change. Pausing and resuming
// go through here too (resuming also clears the failing mark).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type EditWebhookInput, type Webhook } from '../types';

export const editWebhook = async ({ id, ...changes }: EditWebhookInput): Promise<Webhook> =>
  unwrap(await api.patch<Webhook>(`/api/webhooks/${encodeURIComponent(id)}`, changes));

export function useEditWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
