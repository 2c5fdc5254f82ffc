// The API's error messages in the interface's language. The API answers in English (Lynx clients
// compare its texts, so they never change): each known text, or its machine-readable `code`,
// names a key of the `apiErrors` catalog. A text not listed here is shown as the server wrote it.
import { i18n } from '@/i18n';
import type { en } from './catalogs/en';

type ApiErrorKey = keyof typeof en.apiErrors;

/** `code` members of error answers (docs/api.md) and their messages. */
export const API_ERROR_CODES: Record<string, ApiErrorKey> = {};

/** The exact English texts of the API's errors (src/http/messages.rs and siblings). */
export const API_ERROR_TEXTS: Record<string, ApiErrorKey> = {};

export function translateApiMessage(message: string, code?: unknown): string {
  const key =
    (typeof code === 'string' ? API_ERROR_CODES[code] : undefined) ?? API_ERROR_TEXTS[message];
  return key ? i18n.t(`apiErrors.${key}` as never) : message;
}
