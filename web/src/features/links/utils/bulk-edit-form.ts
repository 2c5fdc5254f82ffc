// The bulk edit form (docs/bulk-edit.md, "The change"): each control leaves its field as it is
// unless told otherwise, and only what is set goes into the change. The rules are the link
// form's where the fields are the same; the server stays the authority.
import { z } from 'zod';
import { i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { BulkChange, RedirectStatus } from '../types';
import { LIMITS } from './link-schema';
import { fromLocalInput, isLocalInput } from './local-date';

/** Leave the value, set a new one, or remove it. */
export const VALUE_MODES = ['leave', 'set', 'clear'] as const;
export type ValueMode = (typeof VALUE_MODES)[number];

/** Leave the switch, or turn it on or off. */
export const SWITCH_MODES = ['leave', 'on', 'off'] as const;
export type SwitchMode = (typeof SWITCH_MODES)[number];

/** Leave the status, follow the server's REDIRECT_STATUS ('default'), or set one. */
export const STATUS_CHOICES = ['leave', 'default', '301', '302', '307', '308'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export const REPLACE_MAX = 1000;

export interface BulkEditFormValues {
  addTags: string[];
  removeTags: string[];
  expiry: ValueMode;
  /** A datetime-local value, read when `expiry` is 'set'. */
  expiresAt: string;
  visitLimit: ValueMode;
  /** Read when `visitLimit` is 'set'. */
  maxVisits: string;
  redirectStatus: StatusChoice;
  forwardQuery: SwitchMode;
  crawlable: SwitchMode;
  find: string;
  replaceWith: string;
  pattern: boolean;
}

export const BULK_EDIT_DEFAULTS: BulkEditFormValues = {
  addTags: [],
  removeTags: [],
  expiry: 'leave',
  expiresAt: '',
  visitLimit: 'leave',
  maxVisits: '',
  redirectStatus: 'leave',
  forwardQuery: 'leave',
  crawlable: 'leave',
  find: '',
  replaceWith: '',
  pattern: false,
};

const chars = (value: string) => [...value].length;

const isVisitLimit = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= LIMITS.maxVisits;

export const bulkEditSchema = z
  .object({
    addTags: z.array(z.string()).max(LIMITS.tags, {
      error: () => i18n.t('links.validation.maxTags'),
    }),
    removeTags: z.array(z.string()).max(LIMITS.tags, {
      error: () => i18n.t('links.validation.maxTags'),
    }),
    expiry: z.enum(VALUE_MODES),
    expiresAt: z.string(),
    visitLimit: z.enum(VALUE_MODES),
    maxVisits: z.string(),
    redirectStatus: z.enum(STATUS_CHOICES),
    forwardQuery: z.enum(SWITCH_MODES),
    crawlable: z.enum(SWITCH_MODES),
    find: z.string(),
    replaceWith: z.string().refine((v) => chars(v) <= REPLACE_MAX, {
      error: () => i18n.t('links.bulk.validation.replaceWith', { max: formatNumber(REPLACE_MAX) }),
    }),
    pattern: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.expiry === 'set' && !isLocalInput(v.expiresAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: i18n.t('links.validation.dateTime'),
      });
    }
    if (v.visitLimit === 'set' && !isVisitLimit(v.maxVisits)) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxVisits'],
        message: i18n.t('links.validation.maxVisits', { max: formatNumber(LIMITS.maxVisits) }),
      });
    }
    // A replacement needs something to find; `find` alone replaces it with nothing.
    const wantsReplace = v.find !== '' || v.replaceWith !== '' || v.pattern;
    if (wantsReplace && (v.find === '' || chars(v.find) > REPLACE_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['find'],
        message: i18n.t('links.bulk.validation.find', { max: formatNumber(REPLACE_MAX) }),
      });
    }
  });

const switchValue = (mode: SwitchMode) => (mode === 'leave' ? undefined : mode === 'on');

/** The change the values ask for: only the fields not left as they are (checked values). */
export function bulkChange(values: BulkEditFormValues): BulkChange {
  const change: BulkChange = {};
  if (values.addTags.length > 0) change.addTags = values.addTags;
  if (values.removeTags.length > 0) change.removeTags = values.removeTags;
  if (values.expiry === 'clear') change.expiresAt = null;
  if (values.expiry === 'set') change.expiresAt = fromLocalInput(values.expiresAt);
  if (values.visitLimit === 'clear') change.maxVisits = null;
  if (values.visitLimit === 'set') change.maxVisits = Number(values.maxVisits.trim());
  if (values.redirectStatus === 'default') change.redirectStatus = null;
  else if (values.redirectStatus !== 'leave') {
    change.redirectStatus = Number(values.redirectStatus) as RedirectStatus;
  }
  const forwardQuery = switchValue(values.forwardQuery);
  if (forwardQuery !== undefined) change.forwardQuery = forwardQuery;
  const crawlable = switchValue(values.crawlable);
  if (crawlable !== undefined) change.crawlable = crawlable;
  if (values.find !== '') {
    change.replace = { find: values.find, with: values.replaceWith, pattern: values.pattern };
  }
  return change;
}
