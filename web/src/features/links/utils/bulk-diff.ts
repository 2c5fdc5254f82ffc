// A bulk edit's diff in words: each field named as the link form names it, each value as a
// person reads it. The fields and values are the link history's (docs/history.md: dates as ISO
// 8601, tags as a list, null for "not set"); a field or shape this dashboard does not know is
// shown by its name and as JSON rather than hidden.
import { i18n } from '@/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import { redirectStatusLabel } from '@/lib/redirect-statuses';

/** The fields a bulk edit changes, named as in the link form. */
const FIELD_LABELS = {
  destination: 'links.fields.destination',
  tags: 'links.advanced.tags',
  expiresAt: 'links.advanced.expiresAt',
  maxVisits: 'links.advanced.visitLimit',
  redirectStatus: 'links.advanced.redirectStatus',
  forwardQuery: 'links.advanced.forwardQuery',
  crawlable: 'links.advanced.crawlable',
} as const;

const has = <T extends object>(map: T, key: unknown): key is keyof T =>
  (typeof key === 'string' || typeof key === 'number') && Object.hasOwn(map, key);

/** The field's name on screen; one this dashboard does not know keeps the server's name. */
export const diffFieldLabel = (field: string): string =>
  has(FIELD_LABELS, field) ? i18n.t(FIELD_LABELS[field]) : field;

/** One item of a list, or a value of an unknown field, as text. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return i18n.t(value ? 'history.values.on' : 'history.values.off');
  return JSON.stringify(value);
}

/**
 * A value of `field` in words, or null when it means "not set" (null, absent, an empty text or
 * list). A redirect status of null is not "not set": it follows the server's REDIRECT_STATUS.
 */
export function diffValue(field: string, value: unknown): string | null {
  if (field === 'redirectStatus' && value === null) {
    return i18n.t('links.advanced.statuses.default');
  }
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(plain).join(', ');
  if ((field === 'expiresAt' || field === 'validFrom') && typeof value === 'string') {
    return formatDateTime(value);
  }
  const status = field === 'redirectStatus' ? redirectStatusLabel(value) : null;
  if (status !== null) return status;
  return plain(value);
}
