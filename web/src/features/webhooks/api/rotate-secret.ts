// POST /api/webhooks/{id}/secret (`rotateWebhookSecret`): a new signing secret, shown this once;
// the old one keeps signing too until `previousSecretValidUntil` (24 hours).
import { api, unwrap } from '@/lib/api-client';
import type { WebhookWithSecret } from '../types';

export const rotateSecret = async (id: string): Promise<WebhookWithSecret> =>
  unwrap(await api.post<WebhookWithSecret>(`/api/webhooks/${encodeURIComponent(id)}/secret`));
