// The values of the create and edit forms, and how they become request bodies. Tags and link ids
// are typed as comma-separated lists; the domains are chosen from the account's domains. A
// forwarding sends its service's site as `target`, and always the events `["visit"]`.
import type {
  CreateWebhookInput,
  EditWebhookInput,
  Webhook,
  WebhookFilters,
  WebhookScope,
} from '../types';
import { editedTarget, targetFormValues, targetOf, type TargetValues } from './forwarding-target';
import { isForwardingKind } from './kind-label';

export interface WebhookFormValues extends TargetValues {
  /** `webhook` or a forwarding's service; when editing, the kind as the server names it. */
  kind: string;
  url: string;
  description: string;
  events: string[];
  /** Comma-separated tags. */
  tags: string;
  /** Comma-separated link ids. */
  links: string;
  /** Domain ids. */
  domains: string[];
  /** Only when creating: start paused. */
  paused: boolean;
  /** Offered to the owner only; everyone else keeps what the subscription has. */
  scope: WebhookScope;
}

/** The only events a forwarding takes: visits. */
export const FORWARDED_EVENTS: readonly string[] = ['visit'];

/** A typed list as its values: split at commas and line breaks, trimmed, without repeats. */
export function splitList(text: string): string[] {
  const values = text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/** `list` with `value` in it (`on`) or not. */
export const toggled = (list: readonly string[], value: string, on: boolean): string[] =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

export function webhookFormValues(webhook?: Webhook): WebhookFormValues {
  return {
    kind: webhook?.kind ?? 'webhook',
    url: webhook?.url ?? '',
    description: webhook?.description ?? '',
    // A new webhook starts with the events people ask for most: links made, changed, removed.
    events: webhook ? [...webhook.events] : ['link.created', 'link.updated', 'link.deleted'],
    tags: webhook?.filters.tags.join(', ') ?? '',
    links: webhook?.filters.links.join(', ') ?? '',
    domains: webhook ? [...webhook.filters.domains] : [],
    paused: webhook?.paused ?? false,
    scope: webhook?.scope ?? 'account',
    ...targetFormValues(webhook?.target),
  };
}

function filtersOf(values: WebhookFormValues): WebhookFilters {
  return { tags: splitList(values.tags), links: splitList(values.links), domains: values.domains };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function createWebhookBody(values: WebhookFormValues): CreateWebhookInput {
  const forwarding = isForwardingKind(values.kind) ? values.kind : null;
  const body: CreateWebhookInput = {
    url: values.url.trim(),
    events: forwarding ? [...FORWARDED_EVENTS] : values.events,
  };
  if (forwarding) {
    body.kind = forwarding;
    body.target = targetOf(forwarding, values);
  }
  const description = values.description.trim();
  if (description) body.description = description;
  const filters = filtersOf(values);
  if (filters.tags.length + filters.links.length + filters.domains.length > 0) {
    body.filters = filters;
  }
  if (values.paused) body.paused = true;
  // `account` is the server's default.
  if (values.scope === 'instance') body.scope = 'instance';
  return body;
}

/**
 * Only what changed: an emptied description as null, the filters whole when any list changed,
 * a forwarding's target whole when its site changed or a new token was typed.
 */
export function editWebhookBody(webhook: Webhook, values: WebhookFormValues): EditWebhookInput {
  const body: EditWebhookInput = { id: webhook.id };
  const url = values.url.trim();
  if (url !== webhook.url) body.url = url;
  const target = editedTarget(webhook, values);
  if (target) body.target = target;
  const description = values.description.trim() || null;
  if (description !== webhook.description) body.description = description;
  if (!sameSet(values.events, webhook.events)) body.events = values.events;
  const filters = filtersOf(values);
  const changed = (['tags', 'links', 'domains'] as const).some(
    (list) => !sameSet(filters[list], webhook.filters[list]),
  );
  if (changed) body.filters = filters;
  // A server without scopes sends none: `account` is what it means.
  if (values.scope !== (webhook.scope ?? 'account')) body.scope = values.scope;
  return body;
}
