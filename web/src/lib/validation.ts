// The field rules (docs/api.md#validation-rules) as zod schemas, with the human-readable rule text the
// forms show before submitting. The server stays the authority; these only save a round trip.
import { z } from 'zod';

export const rules = {
  username:
    '3–20 characters: letters, digits, dots and underscores; must not start or end with a dot or underscore.',
  email: 'A valid e-mail address, at most 254 characters.',
  password:
    '12–256 characters with at least one lower-case letter, one upper-case letter, one digit and one symbol; no spaces.',
  destination:
    'Must start with http:// or https:// and contain no spaces (at most 4096 characters).',
  slug: 'Optional. 1–100 letters, digits, hyphens, underscores or dots, not starting with a dot. Leave empty for a random one.',
  totp: 'The 6-digit code from your authenticator app.',
  backupCode: 'One of the 12-character backup codes you saved when enabling 2FA.',
} as const;

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._]{1,18}[A-Za-z0-9]$/;
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
// Whitespace and C0/C1 control characters.
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const SLUG = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const TOTP = /^[0-9]{6}$/;
export const TOTP_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
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

export const usernameSchema = z
  .string()
  .refine(isValidUsername, { message: 'This username does not meet the rules above.' });
export const emailSchema = z
  .string()
  .refine(isValidEmail, { message: 'Enter a valid e-mail address.' });
export const passwordSchema = z
  .string()
  .refine(isValidPassword, { message: 'This password does not meet the rules above.' });
export const destinationSchema = z
  .string()
  .min(1, 'Enter the destination URL.')
  .refine(isValidDestination, {
    message: 'Enter a full URL starting with http:// or https://, without spaces.',
  });
/** A slug's rules; values `keep` accepts (e.g. the link's current slug) pass unchecked. */
export const slugSchema = (keep: (value: string) => boolean) =>
  z
    .string()
    .refine((v) => keep(v) || isValidSlug(v), {
      message: 'Use 1–100 letters, digits, hyphens, underscores or dots, not starting with a dot.',
    })
    .refine((v) => keep(v) || !isReservedSlug(v), {
      message: 'That slug is reserved, choose another one.',
    });
/** Empty asks the server for a random slug. */
export const optionalSlugSchema = slugSchema((v) => v === '');
export const totpSchema = z.string().regex(TOTP, TOTP_MESSAGE);
export const backupCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{12}$/, 'Backup codes are 12 letters and digits.');
export const requiredSchema = (label: string) => z.string().min(1, `Enter your ${label}.`);
