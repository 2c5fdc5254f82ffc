// The interface languages the dashboard ships (docs/translating.md), and how a list of
// preferred languages (an account's setting, then the browser's) picks one of them.
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'zh-CN', name: '简体中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** One shipped language for a BCP 47 tag, by exact match and then by its primary subtag. */
export function matchLanguage(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const [primary, ...subtags] = lower.split(/[-_]/);
  // Simplified Chinese serves Chinese unless the tag names the traditional script or a region
  // that writes it (as the server's pages decide, src/domain/languages.rs), unless it also
  // says Simplified.
  if (primary === 'zh') {
    const simplified = subtags.includes('hans');
    const traditional = subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
    return simplified || !traditional ? 'zh-CN' : undefined;
  }
  return LANGUAGES.find((language) => language.code === primary)?.code;
}

/** The first of `preferences` that a shipped language serves, or English. */
export function pickLanguage(preferences: readonly (string | null | undefined)[]): LanguageCode {
  for (const preference of preferences) {
    if (!preference) continue;
    const match = matchLanguage(preference);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
