// The values of the create and edit forms, and how they become request bodies. Tags and link ids
// are typed as comma-separated lists; the domains are chosen from the account's domains.
import type { CreateWebhookInput, EditWebhookInput, Webhook, WebhookFilters } from '../types';

export interface WebhookFormValues {
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
}

/** A typed list as its values: split at commas and line breaks, trimmed, without repeats. */
export function splitList(text: string): string[] {
  const values = text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

export function webhookFormValues(webhook?: Webhook): WebhookFormValues {
  return {
    url: webhook?.url ?? '',
    description: webhook?.description ?? '',
    // A new webhook starts with the events people ask for most: links made, changed, removed.
    events: webhook ? [...webhook.events] : ['link.created', 'link.updated', 'link.deleted'],
    tags: webhook?.filters.tags.join(', ') ?? '',
    links: webhook?.filters.links.join(', ') ?? '',
    domains: webhook ? [...webhook.filters.domains] : [],
    paused: webhook?.paused ?? false,
  };
}

function filtersOf(values: WebhookFormValues): WebhookFilters {
  return { tags: splitList(values.tags), links: splitList(values.links), domains: values.domains };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function createWebhookBody(values: WebhookFormValues): CreateWebhookInput {
  const body: CreateWebhookInput = { url: values.url.trim(), events: values.events };
  const description = values.description.trim();
  if (description) body.description = description;
  const filters = filtersOf(values);
  if (filters.tags.length + filters.links.length + filters.domains.length > 0) {
    body.filters = filters;
  }
  if (values.paused) body.paused = true;
  return body;
}

/** Only what changed: an emptied description as null, the filters whole when any list changed. */
export function editWebhookBody(webhook: Webhook, values: WebhookFormValues): EditWebhookInput {
  const body: EditWebhookInput = { id: webhook.id };
  const url = values.url.trim();
  if (url !== webhook.url) body.url = url;
  const description = values.description.trim() || null;
  if (description !== webhook.description) body.description = description;
  if (!sameSet(values.events, webhook.events)) body.events = values.events;
  const filters = filtersOf(values);
  const changed = (['tags', 'links', 'domains'] as const).some(
    (list) => !sameSet(filters[list], webhook.filters[list]),
  );
  if (changed) body.filters = filters;
  return body;
}
