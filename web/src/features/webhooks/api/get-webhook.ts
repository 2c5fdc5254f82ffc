// GET /api/webhooks/{id} (`getWebhook`): one of the account's webhooks.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { webhookKeys, type Webhook } from '../types';
import { PENDING_REFRESH_MS } from './get-webhooks';

export const getWebhook = async (id: string, signal?: AbortSignal): Promise<Webhook> =>
  unwrap(await api.get<Webhook>(`/api/webhooks/${encodeURIComponent(id)}`, undefined, signal));

export function useWebhook(id: string) {
  return useQuery({
    queryKey: webhookKeys.one(id),
    queryFn: ({ signal }) => getWebhook(id, signal),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}
