// Webhooks (`/api/webhooks`, tag `webhooks` of the OpenAPI document): an account's subscriptions
// and their delivery logs. Times are ISO 8601 strings, as the API sends them.

/** Every event a webhook may subscribe to; the instance-wide ones only for owner and admins. */
export const WEBHOOK_EVENTS = [
  { event: 'link.created', label: 'linkCreated', instanceWide: false },
  { event: 'link.updated', label: 'linkUpdated', instanceWide: false },
  { event: 'link.deleted', label: 'linkDeleted', instanceWide: false },
  { event: 'link.expired', label: 'linkExpired', instanceWide: false },
  { event: 'link.exhausted', label: 'linkExhausted', instanceWide: false },
  { event: 'visit', label: 'visit', instanceWide: false },
  { event: 'import.finished', label: 'importFinished', instanceWide: false },
  { event: 'account.created', label: 'accountCreated', instanceWide: true },
  { event: 'account.disabled', label: 'accountDisabled', instanceWide: true },
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]['event'];

/** Which links an event must concern; an empty list does not narrow. */
export interface WebhookFilters {
  tags: string[];
  /** Link ids. */
  links: string[];
  /** Domain ids (`default` for the default domain). */
  domains: string[];
}

/** Analytics services a subscription may forward visits to instead of signed deliveries. */
export const FORWARDING_KINDS = ['matomo', 'plausible', 'umami'] as const;

export type ForwardingKind = (typeof FORWARDING_KINDS)[number];

/** What a subscription sends to: signed webhooks, or an analytics service. */
export type WebhookKind = 'webhook' | ForwardingKind;

/** Whose links' events a subscription hears: the account's own, or (the owner only) every link. */
export type WebhookScope = 'account' | 'instance';

/** A Matomo token as the API reads it back; sent again, it keeps the stored token. */
export const MASKED_TOKEN = '********';

/** A forwarding's site at its service, as sent: one shape per service. */
export type ForwardingTarget =
  { siteId: number; tokenAuth?: string } | { domain: string } | { websiteId: string };

export interface Webhook {
  id: string;
  url: string;
  /** `webhook`, or an analytics forwarding (`matomo`, `plausible`, `umami`): visits only. */
  kind: string;
  /** A forwarding's site at its service (a Matomo token shows as `********`); null for a webhook. */
  target: Record<string, unknown> | null;
  description: string | null;
  /** Event names; a newer server may send ones this dashboard does not know. */
  events: string[];
  filters: WebhookFilters;
  paused: boolean;
  /** `instance`: events of every link of the instance (the owner's choice only). */
  scope: WebhookScope;
  /** A delivery gave up after its retries (about a day) since the last success. */
  failing: boolean;
  failingSince: string | null;
  /** Deliveries waiting to be sent or retried. */
  pending: number;
  /** Events not queued, or removed from the queue, because the account's queue was full. */
  dropped: number;
  /** Until when the secret before the last rotation still signs too. */
  previousSecretValidUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A forwarding sends visits to an analytics service: no test events, no signing secret to use. */
export const isForwarding = (webhook: Pick<Webhook, 'kind'>): boolean => webhook.kind !== 'webhook';

/** A webhook with its signing secret: only in the answers of create and rotate. */
export interface WebhookWithSecret extends Webhook {
  secret: string;
}

/** POST /api/webhooks: a forwarding gives its `kind` and `target`, and `events: ["visit"]`. */
export interface CreateWebhookInput {
  url: string;
  kind?: WebhookKind;
  target?: ForwardingTarget;
  description?: string;
  events: string[];
  filters?: WebhookFilters;
  paused?: boolean;
  scope?: WebhookScope;
}

/** PATCH /api/webhooks/{id}: absent keeps; a null description clears it. */
export interface EditWebhookInput {
  id: string;
  url?: string;
  /** A forwarding's site; a Matomo `tokenAuth` of `********` keeps the stored token. */
  target?: ForwardingTarget;
  description?: string | null;
  events?: string[];
  filters?: WebhookFilters;
  paused?: boolean;
  scope?: WebhookScope;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One event sent (or being sent) to a webhook, with its last attempt. */
export interface Delivery {
  /** The message id (`msg_…`), the same on every attempt. */
  id: string;
  event: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  responseStatus: number | null;
  /** The first KiB of the endpoint's last answer. */
  responseBody: string | null;
  error: string | null;
  /** The body sent, as sent. */
  payload: string;
  createdAt: string;
  finishedAt: string | null;
}

/** A page of the delivery log, newest first; `cursor` asks for the next (older) page. */
export interface DeliveryPage {
  deliveries: Delivery[];
  cursor: string | null;
}

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  one: (id: string) => ['webhooks', 'one', id] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};
