// The values of the create and edit forms, and how they become request bodies. Form values are
// what the inputs hold (text for numbers and dates); the API's types appear only here.
import type {
  ConditionType,
  ControlsInput,
  CreateLinkInput,
  EditLinkInput,
  Link,
  LinkPreview,
  RedirectRule,
  RedirectStatus,
  UtmInput,
} from '../types';
import { fromLocalInput, toLocalInput } from './local-date';
import { PREVIEW_KEYS, type PreviewKey } from './preview';
import { splitBody, splitValues, type SplitValues } from './split';
import { UTM_KEYS, type UtmKey } from './utm';

export interface ConditionValues {
  type: ConditionType;
  key: string;
  value: string;
}

export interface RuleValues {
  destination: string;
  conditions: ConditionValues[];
}

export type RedirectStatusValue = '' | `${RedirectStatus}`;

export interface LinkFormValues {
  /** The short domain's host; empty for the default domain. */
  domain: string;
  /**
   * A new link's team id; empty for the account's own link. An edit keeps the link's team: a
   * move has its own request (POST /api/link/{id}/move).
   */
  team: string;
  destination: string;
  slug: string;
  publicStats: boolean;
  validFrom: string;
  expiresAt: string;
  maxVisits: string;
  expiredUrl: string;
  /** Empty keeps the current password (edit) or sets none (create). */
  password: string;
  removePassword: boolean;
  tags: string[];
  title: string;
  notes: string;
  redirectStatus: RedirectStatusValue;
  forwardQuery: boolean;
  crawlable: boolean;
  redirectRules: RuleValues[];
  utm: UtmValues;
  preview: PreviewValues;
  split: SplitValues;
}

/** The Campaign (UTM) fields: text per parameter, and whether the link's values win. */
export type UtmValues = Record<UtmKey, string> & { replace: boolean };

/** The Preview card fields: text per field, empty for none. */
export type PreviewValues = Record<PreviewKey, string>;

/** Which condition types take a key, and which a value. */
export const conditionNeeds = (type: ConditionType) => ({
  key: type === 'query-param' || type === 'query-param-present',
  value: type !== 'query-param-present',
});

const isDateCondition = (type: ConditionType) => type === 'before-date' || type === 'after-date';

export const emptyCondition = (): ConditionValues => ({ type: 'device', key: '', value: 'mobile' });
export const emptyRule = (): RuleValues => ({ destination: '', conditions: [emptyCondition()] });

export function utmValues(utm?: UtmInput | null): UtmValues {
  const values = { replace: utm?.replace ?? false } as UtmValues;
  for (const key of UTM_KEYS) values[key] = utm?.[key] ?? '';
  return values;
}

/** The values as the API takes them, or null when none is set. */
export function utmBody(v: UtmValues): UtmInput | null {
  const body: UtmInput = {};
  for (const key of UTM_KEYS) if (v[key].trim()) body[key] = v[key].trim();
  if (Object.keys(body).length === 0) return null;
  return v.replace ? { ...body, replace: true } : body;
}

/** The Preview card fields of a link's card: its null fields empty. */
export function previewValues(preview?: LinkPreview | null): PreviewValues {
  const values = {} as PreviewValues;
  for (const key of PREVIEW_KEYS) values[key] = preview?.[key] ?? '';
  return values;
}

/** The card as the API takes it (trimmed, empty fields null), or null when every field is empty. */
export function previewBody(v: PreviewValues): LinkPreview | null {
  const field = (key: PreviewKey) => v[key].trim() || null;
  if (PREVIEW_KEYS.every((key) => field(key) === null)) return null;
  // A card with values but no title is refused by the schema before it gets here.
  return {
    title: field('title') ?? '',
    description: field('description'),
    image: field('image'),
    siteName: field('siteName'),
  };
}

/** The form's starting values: empty for a new link, the link's own for an edit. */
export function linkFormValues(link?: Link): LinkFormValues {
  return {
    domain: link?.domain ?? '',
    team: link?.team?.id ?? '',
    destination: link?.destination ?? '',
    slug: link?.slug ?? '',
    publicStats: link?.publicStats ?? false,
    validFrom: toLocalInput(link?.validFrom),
    expiresAt: toLocalInput(link?.expiresAt),
    maxVisits:
      link?.maxVisits !== undefined && link.maxVisits !== null ? String(link.maxVisits) : '',
    expiredUrl: link?.expiredUrl ?? '',
    password: '',
    removePassword: false,
    tags: [...(link?.tags ?? [])],
    title: link?.title ?? '',
    notes: link?.notes ?? '',
    redirectStatus: link?.redirectStatus ? `${link.redirectStatus}` : '',
    forwardQuery: link?.forwardQuery ?? false,
    crawlable: link?.crawlable ?? false,
    redirectRules: (link?.redirectRules ?? []).map((rule) => ({
      destination: rule.destination,
      conditions: rule.conditions.map((c) => ({
        type: c.type,
        key: c.key ?? '',
        value: isDateCondition(c.type) ? toLocalInput(c.value) : (c.value ?? ''),
      })),
    })),
    utm: utmValues(link?.utm),
    preview: previewValues(link?.preview),
    split: splitValues(link?.split),
  };
}

/** The rules as the API takes them: each condition with only the key and value its type uses. */
export function rulesBody(rules: RuleValues[]): RedirectRule[] {
  return rules.map((rule) => ({
    destination: rule.destination.trim(),
    conditions: rule.conditions.map(({ type, key, value }) => {
      const needs = conditionNeeds(type);
      const text = isDateCondition(type) ? (fromLocalInput(value) ?? value) : value.trim();
      return {
        type,
        ...(needs.key ? { key: key.trim() } : {}),
        ...(needs.value ? { value: text } : {}),
      };
    }),
  }));
}

const date = (value: string) => (value ? (fromLocalInput(value) ?? value) : null);
const text = (value: string) => (value.trim() === '' ? null : value);
const status = (value: RedirectStatusValue) =>
  value === '' ? null : (Number(value) as RedirectStatus);

/** Every control a new link has; unset ones are left out of the body. */
function createControls(v: LinkFormValues): ControlsInput {
  const body: ControlsInput = {};
  if (v.validFrom) body.validFrom = date(v.validFrom);
  if (v.expiresAt) body.expiresAt = date(v.expiresAt);
  if (v.maxVisits.trim()) body.maxVisits = Number(v.maxVisits.trim());
  if (v.expiredUrl.trim()) body.expiredUrl = v.expiredUrl.trim();
  if (v.password) body.password = v.password;
  if (v.tags.length > 0) body.tags = v.tags;
  if (text(v.title)) body.title = v.title;
  if (text(v.notes)) body.notes = v.notes;
  if (v.redirectStatus) body.redirectStatus = status(v.redirectStatus);
  if (v.forwardQuery) body.forwardQuery = true;
  if (v.crawlable) body.crawlable = true;
  if (v.redirectRules.length > 0) body.redirectRules = rulesBody(v.redirectRules);
  const utm = utmBody(v.utm);
  if (utm) body.utm = utm;
  const preview = previewBody(v.preview);
  if (preview) body.preview = preview;
  const split = splitBody(v.split);
  if (split) body.split = split;
  return body;
}

export function createLinkBody(v: LinkFormValues): CreateLinkInput {
  return {
    destination: v.destination,
    ...(v.domain ? { domain: v.domain } : {}),
    ...(v.team ? { team: v.team } : {}),
    ...(v.slug ? { slug: v.slug } : {}),
    ...(v.publicStats ? { publicStats: true } : {}),
    ...createControls(v),
  };
}

const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed since the form opened: an emptied field becomes null (removed), the
 * password is sent only when typed or removed, lists are sent whole.
 */
export function editLinkBody(link: Link, start: LinkFormValues, v: LinkFormValues): EditLinkInput {
  const body: EditLinkInput = { id: link.id };
  if (v.domain !== start.domain) body.domain = v.domain || null;
  if (v.destination !== link.destination) body.destination = v.destination;
  if (v.slug !== link.slug) body.slug = v.slug;
  if (v.publicStats !== start.publicStats) body.publicStats = v.publicStats;
  if (v.validFrom !== start.validFrom) body.validFrom = date(v.validFrom);
  if (v.expiresAt !== start.expiresAt) body.expiresAt = date(v.expiresAt);
  if (v.maxVisits.trim() !== start.maxVisits) {
    body.maxVisits = v.maxVisits.trim() ? Number(v.maxVisits.trim()) : null;
  }
  if (v.expiredUrl.trim() !== start.expiredUrl) body.expiredUrl = text(v.expiredUrl.trim());
  if (v.removePassword) body.password = null;
  else if (v.password) body.password = v.password;
  if (!sameList(v.tags, start.tags)) body.tags = v.tags;
  if (v.title !== start.title) body.title = text(v.title);
  if (v.notes !== start.notes) body.notes = text(v.notes);
  if (v.redirectStatus !== start.redirectStatus) body.redirectStatus = status(v.redirectStatus);
  if (v.forwardQuery !== start.forwardQuery) body.forwardQuery = v.forwardQuery;
  if (v.crawlable !== start.crawlable) body.crawlable = v.crawlable;
  if (!sameList(v.redirectRules, start.redirectRules)) {
    body.redirectRules = rulesBody(v.redirectRules);
  }
  const utm = utmBody(v.utm);
  // The whole object replaces the stored one; null only when a link that had values lost them.
  if (JSON.stringify(utm) !== JSON.stringify(utmBody(start.utm))) {
    if (utm || link.utm) body.utm = utm;
  }
  const preview = previewBody(v.preview);
  // Sent whole, like utm; null only when a link that had a card lost every field.
  if (JSON.stringify(preview) !== JSON.stringify(previewBody(start.preview))) {
    if (preview || link.preview) body.preview = preview;
  }
  const split = splitBody(v.split);
  // Sent whole, like utm; null only when a link that had a split lost it.
  if (JSON.stringify(split) !== JSON.stringify(splitBody(start.split))) {
    if (split || link.split) body.split = split;
  }
  return body;
}

/** Fields of the Advanced section: an error on one of them opens it. */
export const ADVANCED_FIELDS = [
  'validFrom',
  'expiresAt',
  'maxVisits',
  'expiredUrl',
  'password',
  'tags',
  'title',
  'notes',
  'redirectStatus',
  'forwardQuery',
  'crawlable',
  'redirectRules',
  'utm',
  'preview',
  'split',
] as const satisfies readonly (keyof LinkFormValues)[];
