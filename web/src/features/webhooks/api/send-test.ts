// POST /api/webhooks/{id}/test (`sendWebhookTest`): queues a `webhook.test` event, whatever the
// webhook subscribed to; it goes out within a second.
import { api, unwrap } from '@/lib/api-client';
import type { Delivery } from '../types';

export const sendTest = async (id: string): Promise<Delivery> =>
  unwrap(await api.post<Delivery>(`/api/webhooks/${encodeURIComponent(id)}/test`));
