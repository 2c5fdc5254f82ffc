// The create and edit forms' rules (README, "Link controls"). The server stays the authority;
// these only save a round trip and put the message next to the field. Messages are looked up
// when a value is checked (`error: () => …`), so they follow the interface's language.
import { z } from 'zod';
import { i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { destinationSchema, isValidDestination } from '@/lib/validation';
import { CONDITION_TYPES, type ConditionType } from '../types';
import type { ConditionValues, LinkFormValues } from './link-form';
import { conditionNeeds } from './link-form';
import { fromLocalInput, isLocalInput } from './local-date';
import { isPreviewImage, PREVIEW_MAX } from './preview';
import { parseWeight, SPLIT_LIMITS } from './split';
import { UTM_MAX } from './utm';

export const LIMITS = {
  tags: 50,
  tagChars: 64,
  title: 500,
  notes: 10_000,
  password: 256,
  maxVisits: 1_000_000_000_000,
  rules: 20,
  conditions: 10,
  conditionText: 200,
} as const;

const chars = (value: string) => [...value].length;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Line breaks and tabs are text in notes.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A card's description keeps line breaks, but not tabs (src/domain/preview.rs).
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A tag as the server takes it: 1 to 64 characters once trimmed, no comma or control. */
export function tagProblem(raw: string): string | null {
  const tag = raw.trim();
  if (tag === '') return i18n.t('links.validation.tagEmpty');
  if (chars(tag) > LIMITS.tagChars) return i18n.t('links.validation.tagTooLong');
  if (tag.includes(',') || CONTROL.test(tag)) return i18n.t('links.validation.tagComma');
  return null;
}

const dateField = z.string().refine((v) => v === '' || isLocalInput(v), {
  error: () => i18n.t('links.validation.dateTime'),
});

const LANGUAGE = /^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** What is wrong with a condition's value for its type, or null. */
function valueProblem(type: ConditionType, value: string): string | null {
  const v = value.trim();
  switch (type) {
    case 'device':
      return ['desktop', 'mobile', 'android', 'ios'].includes(v)
        ? null
        : i18n.t('links.validation.device');
    case 'language':
      return LANGUAGE.test(v) ? null : i18n.t('links.validation.languageTag');
    case 'country':
      return COUNTRY.test(v) ? null : i18n.t('links.validation.countryCode');
    case 'before-date':
    case 'after-date':
      return fromLocalInput(v) ? null : i18n.t('links.validation.dateTime');
    case 'query-param':
      return chars(v) > LIMITS.conditionText ? i18n.t('links.validation.conditionText') : null;
    case 'query-param-present':
      return null;
  }
}

const conditionSchema = z
  .object({ type: z.enum(CONDITION_TYPES), key: z.string(), value: z.string() })
  .superRefine((c: ConditionValues, ctx) => {
    const needs = conditionNeeds(c.type);
    if (needs.key && (c.key.trim() === '' || chars(c.key) > LIMITS.conditionText)) {
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: i18n.t('links.validation.parameterName'),
      });
    }
    const problem = needs.value ? valueProblem(c.type, c.value) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

const ruleSchema = z.object({
  destination: destinationSchema,
  conditions: z
    .array(conditionSchema)
    .min(1, { error: () => i18n.t('links.validation.minConditions') })
    .max(LIMITS.conditions, { error: () => i18n.t('links.validation.maxConditions') }),
});

/** A campaign value as the server takes it: at most 200 characters once trimmed, no control. */
const utmValue = z.string().refine((v) => chars(v.trim()) <= UTM_MAX && !CONTROL.test(v.trim()), {
  error: () => i18n.t('links.validation.utm', { max: UTM_MAX }),
});

export const utmSchema = z.object({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
  replace: z.boolean(),
});

/** A card field as the server takes it: trimmed, at most `max` characters, no control. */
const previewText = (max: number, control: RegExp, message: () => string) =>
  z.string().refine((v) => chars(v.trim()) <= max && !control.test(v.trim()), { error: message });

/** The Preview card fields; all empty is no card, any other value needs a title. */
export const previewSchema = z
  .object({
    title: previewText(PREVIEW_MAX.title, CONTROL, () =>
      i18n.t('links.validation.previewTitle', { max: PREVIEW_MAX.title }),
    ),
    description: previewText(PREVIEW_MAX.description, CONTROL_BUT_BREAKS, () =>
      i18n.t('links.validation.previewDescription', {
        max: formatNumber(PREVIEW_MAX.description),
      }),
    ),
    image: z.string().refine((v) => v.trim() === '' || isPreviewImage(v.trim()), {
      error: () =>
        i18n.t('links.validation.previewImage', { max: formatNumber(PREVIEW_MAX.image) }),
    }),
    siteName: previewText(PREVIEW_MAX.siteName, CONTROL, () =>
      i18n.t('links.validation.previewSiteName', { max: PREVIEW_MAX.siteName }),
    ),
  })
  .superRefine((card, ctx) => {
    const others = [card.description, card.image, card.siteName].some((v) => v.trim() !== '');
    if (others && card.title.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: i18n.t('links.validation.previewTitleRequired'),
      });
    }
  });

/** The split's variants, as the server checks them: each a destination and a weight. */
const variantSchema = z.object({
  destination: destinationSchema,
  weight: z.string().refine((v) => parseWeight(v) !== null, {
    error: () => i18n.t('links.validation.splitWeight', { max: SPLIT_LIMITS.maxWeight }),
  }),
});

/** No variants (no split), or 2 to 8 of them with distinct destinations. */
export const splitSchema = z.object({
  variants: z
    .array(variantSchema)
    .refine(
      (list) =>
        list.length === 0 ||
        (list.length >= SPLIT_LIMITS.minVariants && list.length <= SPLIT_LIMITS.maxVariants),
      {
        error: () =>
          i18n.t('links.validation.splitCount', {
            min: SPLIT_LIMITS.minVariants,
            max: SPLIT_LIMITS.maxVariants,
          }),
      },
    )
    .superRefine((list, ctx) => {
      // The server compares destinations as sent (trimmed here, as the body sends them).
      const seen = new Set<string>();
      list.forEach((variant, index) => {
        const destination = variant.destination.trim();
        if (destination === '') return;
        if (seen.has(destination)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'destination'],
            message: i18n.t('links.validation.splitRepeated'),
          });
        }
        seen.add(destination);
      });
    }),
  cookie: z.boolean(),
});

/** The Advanced section's fields; the popups add destination, slug and publicStats. */
export const controlsShape = {
  validFrom: dateField,
  expiresAt: dateField,
  maxVisits: z.string().refine(
    (v) => {
      const t = v.trim();
      return t === '' || (/^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= LIMITS.maxVisits);
    },
    { error: () => i18n.t('links.validation.maxVisits', { max: formatNumber(LIMITS.maxVisits) }) },
  ),
  expiredUrl: z.string().refine((v) => v.trim() === '' || isValidDestination(v.trim()), {
    error: () => i18n.t('links.validation.expiredUrl'),
  }),
  password: z.string().refine((v) => chars(v) <= LIMITS.password && !CONTROL.test(v), {
    error: () => i18n.t('links.validation.password'),
  }),
  removePassword: z.boolean(),
  tags: z.array(z.string()).max(LIMITS.tags, { error: () => i18n.t('links.validation.maxTags') }),
  title: z.string().refine((v) => chars(v) <= LIMITS.title && !CONTROL.test(v), {
    error: () => i18n.t('links.validation.title'),
  }),
  notes: z.string().refine((v) => chars(v) <= LIMITS.notes && !CONTROL_BUT_LINES.test(v), {
    error: () => i18n.t('links.validation.notes', { max: formatNumber(LIMITS.notes) }),
  }),
  redirectStatus: z.enum(['', '301', '302', '307', '308']),
  forwardQuery: z.boolean(),
  crawlable: z.boolean(),
  redirectRules: z
    .array(ruleSchema)
    .max(LIMITS.rules, { error: () => i18n.t('links.validation.maxRules') }),
  utm: utmSchema,
  preview: previewSchema,
  split: splitSchema,
};

/** The start must come before the expiry, as the server requires. */
export function checkDateOrder(values: LinkFormValues, ctx: z.RefinementCtx) {
  const from = fromLocalInput(values.validFrom);
  const until = fromLocalInput(values.expiresAt);
  if (from && until && from >= until) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiresAt'],
      message: i18n.t('links.validation.dateOrder'),
    });
  }
}

/** A create or edit form's schema from its slug rule. */
export function linkFormSchema(slug: z.ZodType<string, string>) {
  return z
    .object({
      domain: z.string(),
      team: z.string(),
      destination: destinationSchema,
      slug,
      publicStats: z.boolean(),
      ...controlsShape,
    })
    .superRefine(checkDateOrder);
}
