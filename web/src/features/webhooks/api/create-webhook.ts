// POST /api/webhooks (`createWebhook`): the answer holds the signing secret, shown this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type CreateWebhookInput, type WebhookWithSecret } from '../types';

export const createWebhook = async (input: CreateWebhookInput): Promise<WebhookWithSecret> =>
  unwrap(await api.post<WebhookWithSecret>('/api/webhooks', input));

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
