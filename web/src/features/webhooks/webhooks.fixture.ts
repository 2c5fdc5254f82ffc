// Webhooks and deliveries for tests, changed by `extra`.
import type { Delivery, Webhook } from './types';

export function webhookFixture(extra: Partial<Webhook> = {}): Webhook {
  return {
    id: '00000000-0000-4000-8000-0000000000w1',
    url: 'https://hooks.example.com/linkhop',
    kind: 'webhook',
    target: null,
    description: 'CRM sync',
    events: ['link.created', 'link.deleted'],
    filters: { tags: [], links: [], domains: [] },
    paused: false,
    scope: 'account',
    failing: false,
    failingSince: null,
    pending: 0,
    dropped: 0,
    previousSecretValidUntil: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function deliveryFixture(extra: Partial<Delivery> = {}): Delivery {
  return {
    id: 'msg_0190aaaaaaaa7bbbbbbbbbbbbbbbbbbb',
    event: 'webhook.test',
    state: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: '2026-11-27T12:00:01.000Z',
    responseStatus: 200,
    responseBody: '{"ok":true}',
    error: null,
    payload: '{"type":"webhook.test","timestamp":"2026-11-27T12:00:00.000Z","data":{}}',
    createdAt: '2026-11-27T12:00:00.000Z',
    finishedAt: '2026-11-27T12:00:01.000Z',
    ...extra,
  };
}
