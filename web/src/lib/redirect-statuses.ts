// The redirect statuses a link may answer with (docs/api.md: 301, 302, 307, 308), as the link
// form names them. Labels are translation keys, resolved where they are shown.
import { i18n } from '@/i18n';

export const REDIRECT_STATUSES = ['301', '302', '307', '308'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const REDIRECT_STATUS_LABELS = {
  '301': 'links.advanced.statuses.301',
  '302': 'links.advanced.statuses.302',
  '307': 'links.advanced.statuses.307',
  '308': 'links.advanced.statuses.308',
} as const satisfies Record<RedirectStatus, string>;

/** The statuses as options of a choice, after the choices a form puts before them. */
export const REDIRECT_STATUS_OPTIONS = REDIRECT_STATUSES.map((value) => ({
  value,
  label: REDIRECT_STATUS_LABELS[value],
}));

const isRedirectStatus = (value: unknown): value is RedirectStatus =>
  (typeof value === 'number' || typeof value === 'string') &&
  (REDIRECT_STATUSES as readonly string[]).includes(String(value));

/** A status (as a number or text) in words, or null for one the form does not offer. */
export const redirectStatusLabel = (value: unknown): string | null =>
  isRedirectStatus(value) ? i18n.t(REDIRECT_STATUS_LABELS[String(value) as RedirectStatus]) : null;
