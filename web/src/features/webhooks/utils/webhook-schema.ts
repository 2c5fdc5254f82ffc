// The create and edit forms' rules, the server's own (src/domain/webhooks.rs, and
// src/domain/analytics.rs for a forwarding's site), so the common mistakes are shown next to
// their field before sending. The server stays the authority: it also refuses private addresses,
// which cannot be told from here.
import { z } from 'zod';
import { i18n } from '@/i18n';
import { isForwardingKind } from './kind-label';
import type { WebhookFormValues } from './webhook-form';
import { splitList } from './webhook-form';

export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 200;
export const MAX_FILTER_VALUES = 100;
const MAX_FILTER_VALUE_LENGTH = 200;
export const MAX_TOKEN_LENGTH = 200;
export const MAX_SITE_DOMAIN_LENGTH = 253;
/** Matomo's site ids are unsigned 32-bit numbers on the server. */
const MAX_SITE_ID = 4_294_967_295;

/** http(s)://, a host right after the slashes, no spaces, no credentials, no fragment. */
export function isValidEndpoint(value: string): boolean {
  const url = value.trim();
  if (url.length === 0 || url.length > MAX_URL_LENGTH || /\s/.test(url)) return false;
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname !== '' && !parsed.username && !parsed.password && !url.includes('#');
  } catch {
    return false;
  }
}

/** Printable ASCII without spaces, quotes or backslashes, as the server takes in a target. */
const plain = (value: string, longest: number) =>
  value.length > 0 && value.length <= longest && /^[!#-[\]-~]+$/.test(value);

/** A Matomo site id: a whole number from 1. */
export const isValidSiteId = (value: string): boolean =>
  /^\d{1,10}$/.test(value.trim()) &&
  Number(value.trim()) >= 1 &&
  Number(value.trim()) <= MAX_SITE_ID;

/** A Matomo token: optional; when typed, plain text of at most 200 characters. */
export const isValidToken = (value: string): boolean =>
  value.trim() === '' || plain(value.trim(), MAX_TOKEN_LENGTH);

/** A Plausible site's domain as registered there: a name, without scheme or path. */
export const isValidSiteDomain = (value: string): boolean =>
  plain(value.trim(), MAX_SITE_DOMAIN_LENGTH) && !value.includes('/');

/** An Umami website id: a UUID, as Umami shows it. */
export const isValidWebsiteId = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());

const filterList = (text: string) => {
  const values = splitList(text);
  return (
    values.length <= MAX_FILTER_VALUES &&
    values.every((value) => value.length <= MAX_FILTER_VALUE_LENGTH)
  );
};

// Messages are functions: they are read when the form is checked, in the language shown then.
const filterRule = {
  error: () =>
    i18n.t('webhooks.validation.filters', {
      max: MAX_FILTER_VALUES,
      length: MAX_FILTER_VALUE_LENGTH,
    }),
};

/** The rules that depend on the kind: a webhook's events, a forwarding's site. */
function checkKind(values: WebhookFormValues, ctx: z.RefinementCtx) {
  const problem = (path: keyof WebhookFormValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!isForwardingKind(values.kind)) {
    // A forwarding's events are always visits; an unknown kind's are the server's business.
    if (values.kind === 'webhook' && values.events.length === 0) {
      problem('events', i18n.t('webhooks.validation.events'));
    }
    return;
  }
  switch (values.kind) {
    case 'matomo':
      if (!isValidSiteId(values.siteId)) {
        problem('siteId', i18n.t('webhooks.validation.siteId'));
      }
      if (!isValidToken(values.tokenAuth)) {
        problem('tokenAuth', i18n.t('webhooks.validation.tokenAuth', { max: MAX_TOKEN_LENGTH }));
      }
      return;
    case 'plausible':
      if (!isValidSiteDomain(values.siteDomain)) {
        problem('siteDomain', i18n.t('webhooks.validation.siteDomain'));
      }
      return;
    case 'umami':
      if (!isValidWebsiteId(values.websiteId)) {
        problem('websiteId', i18n.t('webhooks.validation.websiteId'));
      }
      return;
  }
}

export const webhookFormSchema: z.ZodType<WebhookFormValues, WebhookFormValues> = z
  .object({
    kind: z.string(),
    url: z.string().refine(isValidEndpoint, { error: () => i18n.t('webhooks.validation.url') }),
    description: z.string().refine(
      (value) =>
        value.trim().length <= MAX_DESCRIPTION_LENGTH &&
        // eslint-disable-next-line no-control-regex -- control characters are what is refused
        !/[\u0000-\u001f\u007f]/.test(value),
      { error: () => i18n.t('webhooks.validation.description', { max: MAX_DESCRIPTION_LENGTH }) },
    ),
    events: z.array(z.string()),
    tags: z.string().refine(filterList, filterRule),
    links: z.string().refine(filterList, filterRule),
    domains: z.array(z.string()),
    paused: z.boolean(),
    scope: z.enum(['account', 'instance']),
    siteId: z.string(),
    tokenAuth: z.string(),
    siteDomain: z.string(),
    websiteId: z.string(),
  })
  .superRefine(checkKind);
