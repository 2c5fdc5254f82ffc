// A history entry's fields in words: each field named as the link form names it, and each value
// as a person reads it (dates in local time, the JSON-valued fields spelled out, the password
// only as set, removed or changed). Values come from any version of the server, so every shape
// is checked before it is read; an unexpected one is shown as its JSON.
import { currentLanguage, i18n } from '@/i18n';
import { defaultDomainName, domainName } from '@/lib/domains/names';
import type { Domain } from '@/lib/domains/types';
import { formatDateTime, formatNumber } from '@/lib/format';
import { redirectStatusLabel } from '@/lib/redirect-statuses';
import type { HistoryEntry, HistoryFields } from '../types';

/** The fields in the order the link form shows them; others follow in the server's order. */
const FIELD_LABELS = {
  destination: 'links.fields.destination',
  slug: 'links.edit.slug',
  domainId: 'links.fields.domain',
  publicStats: 'links.fields.publicStats',
  validFrom: 'links.advanced.validFrom',
  expiresAt: 'links.advanced.expiresAt',
  maxVisits: 'links.advanced.visitLimit',
  expiredUrl: 'links.advanced.expiredUrl',
  hasPassword: 'links.advanced.password',
  tags: 'links.advanced.tags',
  title: 'links.advanced.title',
  notes: 'links.advanced.notes',
  redirectStatus: 'links.advanced.redirectStatus',
  forwardQuery: 'links.advanced.forwardQuery',
  crawlable: 'links.advanced.crawlable',
  redirectRules: 'links.rules.legend',
  utm: 'links.utm.legend',
  preview: 'links.preview.legend',
  split: 'links.split.legend',
} as const;

type KnownField = keyof typeof FIELD_LABELS;
const FIELD_ORDER = Object.keys(FIELD_LABELS);

const isKnown = (field: string): field is KnownField => field in FIELD_LABELS;

/** The field's name on screen; a field this dashboard does not know keeps the server's name. */
export const fieldLabel = (field: string): string =>
  isKnown(field) ? i18n.t(FIELD_LABELS[field]) : field;

const CONDITION_LABELS = {
  device: 'links.conditions.types.device',
  language: 'links.conditions.types.language',
  country: 'links.conditions.types.country',
  'query-param': 'links.conditions.types.queryParam',
  'query-param-present': 'links.conditions.types.queryParamPresent',
  'before-date': 'links.conditions.types.beforeDate',
  'after-date': 'links.conditions.types.afterDate',
} as const;

const DEVICE_LABELS = {
  desktop: 'links.conditions.devices.desktop',
  mobile: 'links.conditions.devices.mobile',
  android: 'links.conditions.devices.android',
  ios: 'links.conditions.devices.ios',
} as const;

const UTM_LABELS = {
  source: 'links.utm.source',
  medium: 'links.utm.medium',
  campaign: 'links.utm.campaign',
  term: 'links.utm.term',
  content: 'links.utm.content',
} as const;

const PREVIEW_LABELS = {
  title: 'links.preview.title',
  description: 'links.preview.description',
  image: 'links.preview.image',
  siteName: 'links.preview.siteName',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = <T extends object>(map: T, key: unknown): key is keyof T =>
  (typeof key === 'string' || typeof key === 'number') && Object.hasOwn(map, key);

/** Whether a value means "not set": null, an empty text, list or object, or false. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

const list = (parts: string[]) =>
  new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(parts);

/** A moment as milliseconds (the history's dates) or as ISO text (a rule's dates). */
function moment(value: unknown): string {
  if (typeof value === 'number') return formatDateTime(new Date(value).toISOString());
  return typeof value === 'string' ? formatDateTime(value) : JSON.stringify(value);
}

function condition(value: unknown): string {
  if (!isRecord(value) || !has(CONDITION_LABELS, value.type)) return JSON.stringify(value);
  const key = typeof value.key === 'string' ? value.key : '';
  const given = typeof value.value === 'string' ? value.value : '';
  let shown: string;
  switch (value.type) {
    case 'device':
      shown = has(DEVICE_LABELS, given) ? i18n.t(DEVICE_LABELS[given]) : given;
      break;
    case 'query-param':
      shown = `${key}=${given}`;
      break;
    case 'query-param-present':
      shown = key;
      break;
    case 'before-date':
    case 'after-date':
      shown = moment(given);
      break;
    default:
      shown = given;
  }
  return i18n.t('history.values.condition', {
    type: i18n.t(CONDITION_LABELS[value.type]),
    value: shown,
  });
}

function rules(value: unknown): string[] {
  if (!Array.isArray(value)) return [JSON.stringify(value)];
  return value.map((rule) =>
    isRecord(rule) && Array.isArray(rule.conditions)
      ? i18n.t('history.values.rule', {
          conditions: list(rule.conditions.map(condition)),
          destination: String(rule.destination),
        })
      : JSON.stringify(rule),
  );
}

/** Labelled parts of an object (UTM values, a preview card), in the labels' order. */
function labelled<K extends string>(
  value: unknown,
  keys: readonly K[],
  label: (key: K) => string,
): string[] {
  if (!isRecord(value)) return [JSON.stringify(value)];
  return keys
    .filter((key) => typeof value[key] === 'string' && value[key] !== '')
    .map((key) => `${label(key)}: ${String(value[key])}`);
}

const keysOf = <T extends object>(map: T) => Object.keys(map) as (keyof T & string)[];

function split(value: unknown): string[] {
  if (!isRecord(value) || !Array.isArray(value.variants)) return [JSON.stringify(value)];
  const parts = value.variants.map((variant) =>
    isRecord(variant)
      ? i18n.t('history.values.variant', {
          destination: String(variant.destination),
          weight: formatNumber(Number(variant.weight)),
        })
      : JSON.stringify(variant),
  );
  if (value.cookie === true) parts.push(i18n.t('history.values.splitCookie'));
  return parts;
}

/**
 * A field's value in words: one text, or several parts for the JSON-valued fields (one per rule,
 * variant or parameter). `null` when the value means "not set".
 */
export function fieldValue(
  field: string,
  value: unknown,
  domains: readonly Domain[] | undefined,
): string[] | null {
  // No status of its own: the server's REDIRECT_STATUS, as the form calls it.
  if (field === 'redirectStatus' && value === null) {
    return [i18n.t('links.advanced.statuses.default')];
  }
  if (isEmptyValue(value) && typeof value !== 'boolean') return null;
  switch (field) {
    case 'domainId': {
      const domain = domains?.find((d) => d.id === value);
      if (domain) return [domainName(domain)];
      return [value === 'default' ? defaultDomainName() : String(value)];
    }
    case 'validFrom':
    case 'expiresAt':
      return [moment(value)];
    case 'maxVisits':
      return [typeof value === 'number' ? formatNumber(value) : String(value)];
    case 'redirectStatus':
      return [redirectStatusLabel(value) ?? String(value)];
    case 'redirectRules':
      return rules(value);
    case 'utm': {
      const parts = labelled(value, keysOf(UTM_LABELS), (key) => i18n.t(UTM_LABELS[key]));
      if (isRecord(value) && value.replace === true) parts.push(i18n.t('links.utm.replace'));
      return parts;
    }
    case 'preview':
      return labelled(value, keysOf(PREVIEW_LABELS), (key) => i18n.t(PREVIEW_LABELS[key]));
    case 'split':
      return split(value);
    case 'tags':
      return Array.isArray(value) ? [value.map(String).join(', ')] : [JSON.stringify(value)];
  }
  if (typeof value === 'boolean') {
    return [value ? i18n.t('history.values.on') : i18n.t('history.values.off')];
  }
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [formatNumber(value)];
  return [JSON.stringify(value)];
}

/** A change of the password in words: set, removed or changed (a new one over an old one). */
export function passwordChange(before: unknown, after: unknown): string {
  if (after === true && before === true) return i18n.t('history.values.passwordChanged');
  return after === true
    ? i18n.t('history.values.passwordSet')
    : i18n.t('history.values.passwordRemoved');
}

export interface FieldChange {
  field: string;
  /** Absent for a creation or a restore: the link had no fields before. */
  before?: unknown;
  after: unknown;
}

/**
 * What an entry shows, in the form's order: every changed field of an edit or a revert; the
 * fields a creation or a restore set (not those left empty); nothing for a deletion.
 */
export function entryChanges(entry: HistoryEntry): FieldChange[] {
  const { before, after } = entry;
  if (!after) return [];
  const ordered = [...entry.changed].sort((a, b) => rank(a) - rank(b));
  if (!before) {
    return ordered
      .filter((field) => !isEmptyValue(after[field]))
      .map((field) => ({ field, after: after[field] }));
  }
  return ordered.map((field) => ({ field, before: valueOf(before, field), after: after[field] }));
}

const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index === -1 ? FIELD_ORDER.length : index;
};

const valueOf = (fields: HistoryFields, field: string): unknown => fields[field] ?? null;
