// A forwarding's site at its service as form fields, and back as the `target` the API takes:
// Matomo `{siteId, tokenAuth?}`, Plausible `{domain}`, Umami `{websiteId}`. The API never shows a
// stored Matomo token (it reads back as `********`); sending `********` again keeps it.
import { MASKED_TOKEN, type ForwardingTarget, type Webhook } from '../types';
import { isForwardingKind } from './kind-label';

/** The site fields of the forms, one set for every service (only the kind's own are used). */
export interface TargetValues {
  /** Matomo: the site's number. */
  siteId: string;
  /** Matomo: a token typed now; empty sends none (create) or keeps the stored one (edit). */
  tokenAuth: string;
  /** Plausible: the site's domain as registered there. */
  siteDomain: string;
  /** Umami: the website's id, a UUID. */
  websiteId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function targetFormValues(target: Webhook['target'] = null): TargetValues {
  const siteId = target?.siteId;
  return {
    siteId: typeof siteId === 'number' ? String(siteId) : '',
    // A stored token is never shown: the field stays empty, and empty keeps it.
    tokenAuth: '',
    siteDomain: text(target?.domain),
    websiteId: text(target?.websiteId),
  };
}

/** The webhook holds a Matomo token (read back masked). */
export const hasStoredToken = (webhook: Pick<Webhook, 'target'>): boolean =>
  webhook.target?.tokenAuth === MASKED_TOKEN;

/**
 * The target of `kind` from the fields; none for a webhook or a kind this dashboard does not
 * know. `keepToken`: without a token typed, send `********` so the stored one stays.
 */
export function targetOf(
  kind: string,
  values: TargetValues,
  keepToken = false,
): ForwardingTarget | undefined {
  if (!isForwardingKind(kind)) return undefined;
  switch (kind) {
    case 'matomo': {
      const token = values.tokenAuth.trim();
      const tokenAuth = token || (keepToken ? MASKED_TOKEN : undefined);
      return { siteId: Number(values.siteId.trim()), ...(tokenAuth ? { tokenAuth } : {}) };
    }
    case 'plausible':
      return { domain: values.siteDomain.trim() };
    case 'umami':
      return { websiteId: values.websiteId.trim() };
  }
}

const SITE_FIELDS = {
  matomo: ['siteId'],
  plausible: ['siteDomain'],
  umami: ['websiteId'],
} as const satisfies Record<string, readonly (keyof TargetValues)[]>;

/** An edit's target: only when the site changed or a new token was typed, else none (kept). */
export function editedTarget(webhook: Webhook, values: TargetValues): ForwardingTarget | undefined {
  if (!isForwardingKind(webhook.kind)) return undefined;
  const before = targetFormValues(webhook.target);
  const siteChanged = SITE_FIELDS[webhook.kind].some(
    (field) => values[field].trim() !== before[field],
  );
  const newToken = webhook.kind === 'matomo' && values.tokenAuth.trim() !== '';
  return siteChanged || newToken
    ? targetOf(webhook.kind, values, hasStoredToken(webhook))
    : undefined;
}
