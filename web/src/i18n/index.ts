// The dashboard's translations (docs/translating.md): i18next with every shipped catalog bundled,
// so the first render is already in the right language and no request waits on a file.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './catalog';
import { de } from './catalogs/de';
import { en } from './catalogs/en';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { zhCN } from './catalogs/zh-CN';
import { DEFAULT_LANGUAGE, type LanguageCode, pickLanguage } from './languages';

const catalogs: Record<LanguageCode, Messages> = { en, de, fr, es, 'zh-CN': zhCN };

/**
 * French and Spanish have a "many" plural form (a million and up) that translators rarely
 * write; it reads like "other", so a missing one falls back to it instead of to the bare key.
 */
export function withManyForms(catalog: Messages): Messages {
  const copy: Messages = {};
  for (const [key, value] of Object.entries(catalog)) {
    copy[key] = typeof value === 'string' ? value : withManyForms(value as Messages);
  }
  for (const [key, value] of Object.entries(catalog)) {
    if (key.endsWith('_other') && typeof value === 'string') {
      const many = `${key.slice(0, -'_other'.length)}_many`;
      if (!(many in copy)) copy[many] = value;
    }
  }
  return copy;
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(catalogs).map(([code, catalog]) => [
      code,
      { translation: withManyForms(catalog) },
    ]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(catalogs),
  // The catalogs are bundled: initialise synchronously so nothing renders untranslated.
  initAsync: false,
  // React escapes what it renders; escaping here too would show `&amp;`.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language to show: the account's choice, then the browser's languages, then English. */
export function preferredLanguage(accountLanguage: string | null | undefined): LanguageCode {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage([accountLanguage, ...browser]);
}

/** Switches the interface (and the page's `lang`, for screen readers) to `language`. */
export function applyLanguage(language: LanguageCode): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The language the interface shows now. */
export const currentLanguage = (): LanguageCode => pickLanguage([i18n.language]);

export { i18n };
