// The API's error messages in the interface's language. The API answers in English (Lynx clients
// compare its texts, so they never change): each known text, or its machine-readable `code`,
// names a key of the `apiErrors` catalog. A text not listed here is shown as the server wrote it.
import { i18n } from '@/i18n';
import { en } from './catalogs/en';

type ApiErrorKey = keyof typeof en.apiErrors;

const english: Record<ApiErrorKey, string> = en.apiErrors;

/** `code` members of error answers (src/http/error/mod.rs, src/http/api/accounts/errors.rs). */
export const API_ERROR_CODES: Record<string, ApiErrorKey> = {
  two_factor_setup_required: 'setupRequired',
  account_disabled: 'accountDisabled',
  insufficient_scope: 'insufficientScope',
  token_not_accepted: 'tokenNotAccepted',
  passkeys_unavailable: 'passkeyLoginUnavailable',
  two_factor_required: 'twoFactorKept',
};

/** Keys whose English is not a text the server sends (a code's meaning without its details). */
const NOT_SERVER_TEXTS: ReadonlySet<ApiErrorKey> = new Set(['insufficientScope']);

/**
 * The exact English texts of the API's messages (src/http/messages.rs and siblings). The English
 * catalog holds them word for word, so the map is its reverse: every text without a placeholder.
 */
export const API_ERROR_TEXTS: Record<string, ApiErrorKey> = Object.fromEntries(
  (Object.entries(english) as [ApiErrorKey, string][])
    .filter(([key, text]) => !text.includes('{{') && !NOT_SERVER_TEXTS.has(key))
    .map(([key, text]) => [text, key]),
);

/**
 * Messages with runtime parts, tried in this order (the most specific first): each is matched
 * against its English template, whose `{{name}}` placeholders become named groups, and the
 * groups' text is passed on unchanged to the translation.
 */
const PATTERN_KEYS: readonly ApiErrorKey[] = [
  'missingFields',
  'invalidTypes',
  'bodyTooLarge',
  'ruleNotAnObject',
  'ruleInvalidDestination',
  'ruleNoConditions',
  'ruleTooManyConditions',
  'ruleUnknownType',
  'ruleInvalidCondition',
  'invalidRules',
  'splitInvalidDestination',
  'splitInvalidWeight',
  'splitRepeatedDestination',
  'invalidSplit',
  'pageUnreadable',
  'lynxRowClosingQuote',
  'lynxRowBackslash',
  'lynxRowUnicodeEscape',
  'lynxRow',
  'rowTooLarge',
  'rowTooWide',
  'tokenLacksScope',
  'scopeBeyondRole',
  'ssoProviderRefusedCode',
  'webhookUnknownEvent',
  'webhookInstanceEvent',
];

/** `Row on line {{line}} is …` → /^Row on line (?<line>.+?) is …$/ */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts
    .map((part, index) =>
      index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`, 's');
}

export const API_ERROR_PATTERNS: readonly { pattern: RegExp; key: ApiErrorKey }[] =
  PATTERN_KEYS.map((key) => ({ pattern: templatePattern(english[key]), key }));

/**
 * `message` in the interface's language: an exact text first, then a pattern (its runtime parts
 * kept), then the `code`'s meaning; anything else as the server wrote it.
 */
export function translateApiMessage(message: string, code?: unknown): string {
  const exact = API_ERROR_TEXTS[message];
  if (exact) return i18n.t(`apiErrors.${exact}` as never);
  for (const { pattern, key } of API_ERROR_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return i18n.t(`apiErrors.${key}` as never, { ...match.groups });
  }
  const byCode = typeof code === 'string' ? API_ERROR_CODES[code] : undefined;
  return byCode ? i18n.t(`apiErrors.${byCode}` as never) : message;
}

/** The current language's text of `key` (English when that language lacks it). */
const shownTemplate = (key: ApiErrorKey): string => {
  const text: unknown = i18n.getResource(i18n.language, 'translation', `apiErrors.${key}`);
  return typeof text === 'string' ? text : english[key];
};

/**
 * The server's English wording of a message that translateApiMessage showed in the current
 * language, for code that reads it (which field a refusal names, whether it asks for a code).
 * A text that was not translated comes back unchanged.
 */
export function englishApiMessage(shown: string): string {
  for (const key of Object.values(API_ERROR_TEXTS)) {
    if (shownTemplate(key) === shown) return english[key];
  }
  for (const key of PATTERN_KEYS) {
    const groups = templatePattern(shownTemplate(key)).exec(shown)?.groups;
    if (groups) {
      return english[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => groups[name] ?? '');
    }
  }
  return shown;
}
