// The create and edit forms' rules (README, "Link controls"). The server stays the authority;
// these only save a round trip and put the message next to the field.
import { z } from 'zod';
import { destinationSchema, isValidDestination } from '@/lib/validation';
import { CONDITION_TYPES, type ConditionType } from '../types';
import type { ConditionValues, LinkFormValues } from './link-form';
import { conditionNeeds } from './link-form';
import { fromLocalInput, isLocalInput } from './local-date';

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

/** A tag as the server takes it: 1 to 64 characters once trimmed, no comma or control. */
export function tagProblem(raw: string): string | null {
  const tag = raw.trim();
  if (tag === '') return 'Enter a tag.';
  if (chars(tag) > LIMITS.tagChars) return 'A tag has at most 64 characters.';
  if (tag.includes(',') || CONTROL.test(tag)) return 'A tag cannot contain commas.';
  return null;
}

const dateField = z
  .string()
  .refine((v) => v === '' || isLocalInput(v), { message: 'Enter a date and a time.' });

const LANGUAGE = /^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** What is wrong with a condition's value for its type, or null. */
function valueProblem(type: ConditionType, value: string): string | null {
  const v = value.trim();
  switch (type) {
    case 'device':
      return ['desktop', 'mobile', 'android', 'ios'].includes(v) ? null : 'Choose a device.';
    case 'language':
      return LANGUAGE.test(v) ? null : 'Enter a language tag such as en or en-GB.';
    case 'country':
      return COUNTRY.test(v) ? null : 'Enter a two-letter country code such as DE.';
    case 'before-date':
    case 'after-date':
      return fromLocalInput(v) ? null : 'Enter a date and a time.';
    case 'query-param':
      return chars(v) > LIMITS.conditionText ? 'Use at most 200 characters.' : null;
    case 'query-param-present':
      return null;
  }
}

const conditionSchema = z
  .object({ type: z.enum(CONDITION_TYPES), key: z.string(), value: z.string() })
  .superRefine((c: ConditionValues, ctx) => {
    const needs = conditionNeeds(c.type);
    if (needs.key && (c.key.trim() === '' || chars(c.key) > LIMITS.conditionText)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'Enter the parameter name.' });
    }
    const problem = needs.value ? valueProblem(c.type, c.value) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

const ruleSchema = z.object({
  destination: destinationSchema,
  conditions: z
    .array(conditionSchema)
    .min(1, 'Add at least one condition.')
    .max(LIMITS.conditions, 'Use at most 10 conditions in a rule.'),
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
    { message: 'Enter a whole number from 1 to 1,000,000,000,000.' },
  ),
  expiredUrl: z.string().refine((v) => v.trim() === '' || isValidDestination(v.trim()), {
    message: 'Enter a full URL starting with http:// or https://, without spaces.',
  }),
  password: z.string().refine((v) => chars(v) <= LIMITS.password && !CONTROL.test(v), {
    message: 'Use at most 256 characters.',
  }),
  removePassword: z.boolean(),
  tags: z.array(z.string()).max(LIMITS.tags, 'Use at most 50 tags.'),
  title: z.string().refine((v) => chars(v) <= LIMITS.title && !CONTROL.test(v), {
    message: 'Use at most 500 characters on one line.',
  }),
  notes: z.string().refine((v) => chars(v) <= LIMITS.notes && !CONTROL_BUT_LINES.test(v), {
    message: 'Use at most 10,000 characters.',
  }),
  redirectStatus: z.enum(['', '301', '302', '307', '308']),
  forwardQuery: z.boolean(),
  crawlable: z.boolean(),
  redirectRules: z.array(ruleSchema).max(LIMITS.rules, 'Use at most 20 rules.'),
};

/** The start must come before the expiry, as the server requires. */
export function checkDateOrder(values: LinkFormValues, ctx: z.RefinementCtx) {
  const from = fromLocalInput(values.validFrom);
  const until = fromLocalInput(values.expiresAt);
  if (from && until && from >= until) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiresAt'],
      message: 'The expiry must be after the start.',
    });
  }
}

/** A create or edit form's schema from its slug rule. */
export function linkFormSchema(slug: z.ZodType<string, string>) {
  return z
    .object({
      domain: z.string(),
      destination: destinationSchema,
      slug,
      publicStats: z.boolean(),
      ...controlsShape,
    })
    .superRefine(checkDateOrder);
}
