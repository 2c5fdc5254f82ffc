// POST /api/webhooks/{id}/deliveries/{delivery}/redeliver (`redeliverWebhookDelivery`): send a
// delivered or failed delivery again, now, with the same message id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type Delivery } from '../types';

export interface RedeliverInput {
  webhook: string;
  delivery: string;
}

export const redeliver = async ({ webhook, delivery }: RedeliverInput): Promise<Delivery> =>
  unwrap(
    await api.post<Delivery>(
      `/api/webhooks/${encodeURIComponent(webhook)}/deliveries/${encodeURIComponent(delivery)}/redeliver`,
    ),
  );

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
