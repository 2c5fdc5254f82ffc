// Puts the server's refusal of a domain next to its field: a taken host (409) or an invalid one
// on the host, an invalid redirect URL on the redirect the message names; anything else stays a
// form-level message.
import type { ApiError } from '@/lib/api-client';
import { FALLBACK_FIELDS, type DomainFormValues } from './domain-form';

export function domainFieldOf(
  error: Pick<ApiError, 'message' | 'status'>,
): keyof DomainFormValues | null {
  const named = FALLBACK_FIELDS.find((field) => error.message.includes(field));
  if (named) return named;
  if (error.status === 409 || /\bhost\b/i.test(error.message)) return 'host';
  return null;
}
