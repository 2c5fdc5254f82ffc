// The field rules (docs/api.md#validation-rules) as zod schemas, with the human-readable rule text the
// forms show before submitting. The server stays the authority; these only save a round trip.
import { z } from 'zod';
import { i18n } from '@/i18n';

/**
 * The rule text of each field, in the interface's language: every property is read at the time
 * it is shown (a getter), so a form rendered after a language change shows the new language.
 */
export const rules = {
  get username() {
    return i18n.t('components.rules.username');
  },
  get email() {
    return i18n.t('components.rules.email');
  },
  get password() {
    return i18n.t('components.rules.password');
  },
  get destination() {
    return i18n.t('components.rules.destination');
  },
  get slug() {
    return i18n.t('components.rules.slug');
  },
  get totp() {
    return i18n.t('components.rules.totp');
  },
  get backupCode() {
    return i18n.t('components.rules.backupCode');
  },
};

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._]{1,18}[A-Za-z0-9]$/;
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
// Whitespace and C0/C1 control characters.
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const SLUG = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const TOTP = /^[0-9]{6}$/;
/** The message of a malformed authenticator code, in the interface's language. */
export const totpMessage = (): string => i18n.t('components.validation.totp');
/** First path segments the server keeps for itself (docs/api.md#reserved-names), compared ignoring case. */
export const RESERVED_SEGMENTS = [
  'api',
  'dash',
  'assets',
  'favicon.ico',
  'robots.txt',
  'index.html',
];

const length = (value: string) => [...value].length;

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isValidPassword(value: string): boolean {
  const n = length(value);
  return (
    n >= 12 &&
    n <= 256 &&
    !SPACE_OR_CONTROL.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9_]/.test(value)
  );
}

export function isValidDestination(value: string): boolean {
  if (value.length > 4096 || SPACE_OR_CONTROL.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

export function isReservedSlug(value: string): boolean {
  const first = (value.split('/')[0] ?? '').toLowerCase();
  return RESERVED_SEGMENTS.includes(first);
}

export function isValidSlug(value: string): boolean {
  return SLUG.test(value);
}

export function isValidTotp(value: string): boolean {
  return TOTP.test(value);
}

// The messages are functions, so zod asks for them when a value fails, in the language shown then.
export const usernameSchema = z
  .string()
  .refine(isValidUsername, { error: () => i18n.t('components.validation.username') });
export const emailSchema = z
  .string()
  .refine(isValidEmail, { error: () => i18n.t('components.validation.email') });
export const passwordSchema = z
  .string()
  .refine(isValidPassword, { error: () => i18n.t('components.validation.password') });
export const destinationSchema = z
  .string()
  .min(1, { error: () => i18n.t('components.validation.destinationRequired') })
  .refine(isValidDestination, {
    error: () => i18n.t('components.validation.destination'),
  });
/** A slug's rules; values `keep` accepts (e.g. the link's current slug) pass unchecked. */
export const slugSchema = (keep: (value: string) => boolean) =>
  z
    .string()
    .refine((v) => keep(v) || isValidSlug(v), {
      error: () => i18n.t('components.validation.slug'),
    })
    .refine((v) => keep(v) || !isReservedSlug(v), {
      error: () => i18n.t('components.validation.slugReserved'),
    });
/** Empty asks the server for a random slug. */
export const optionalSlugSchema = slugSchema((v) => v === '');
export const totpSchema = z.string().regex(TOTP, { error: totpMessage });
export const backupCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{12}$/, { error: () => i18n.t('components.validation.backupCode') });
/** `label` is the field's name as the caller shows it, already in the interface's language. */
export const requiredSchema = (label: string) =>
  z.string().min(1, { error: () => i18n.t('components.validation.required', { label }) });
