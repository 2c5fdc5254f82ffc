// GET /api/webhooks (`listWebhooks`): the account's webhooks, oldest first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type Webhook } from '../types';

export const getWebhooks = async (signal?: AbortSignal): Promise<Webhook[]> =>
  unwrap(await api.get<{ webhooks: Webhook[] }>('/api/webhooks', undefined, signal)).webhooks;

/** While deliveries wait, the counts change without a click: look again every few seconds. */
export const PENDING_REFRESH_MS = 3000;

export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list,
    queryFn: ({ signal }) => getWebhooks(signal),
    refetchInterval: (query) =>
      query.state.data?.some((webhook) => webhook.pending > 0) ? PENDING_REFRESH_MS : false,
  });
}
