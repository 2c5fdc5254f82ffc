// DELETE /api/webhooks/{id} (`deleteWebhook`): the webhook goes with its waiting deliveries and
// its log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type Webhook } from '../types';

export const deleteWebhook = async (id: string): Promise<Webhook> =>
  unwrap(await api.delete<Webhook>(`/api/webhooks/${encodeURIComponent(id)}`));

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_, id) => {
      // The deleted webhook's own answers would only fail now: forget them, refresh the list.
      queryClient.removeQueries({ queryKey: webhookKeys.one(id) });
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list });
    },
  });
}
