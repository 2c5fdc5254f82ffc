// Puts the server's refusal of a domain next to its field: a taken host (409) or an invalid one
// on the host, an invalid redirect URL or app links file on the field the message names; anything
// else stays a form-level message.
import { englishApiMessage } from '@/i18n/api-messages';
import type { ApiError } from '@/lib/api-client';
import { APP_LINK_FIELDS } from './app-links';
import { FALLBACK_FIELDS, type DomainFormValues } from './domain-form';

const NAMED_FIELDS = [...FALLBACK_FIELDS, ...APP_LINK_FIELDS] as const;

export function domainFieldOf(
  error: Pick<ApiError, 'message' | 'status'>,
): keyof DomainFormValues | null {
  // The message is shown translated; the field is found in the server's English wording.
  const message = englishApiMessage(error.message);
  const named = NAMED_FIELDS.find((field) => message.includes(`Invalid ${field}:`));
  if (named) return named;
  if (error.status === 409 || /\bhost\b/i.test(message)) return 'host';
  return null;
}
