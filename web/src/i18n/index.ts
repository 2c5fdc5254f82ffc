// The dashboard's translations (docs/translating.md): i18next with the English catalog bundled
// and every other language in its own chunk, fetched once when it is first wanted (main.tsx
// waits for the preferred one before the first render, so nothing flashes in English).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './catalog';
import { en } from './catalogs/en';
import { DEFAULT_LANGUAGE, type LanguageCode, pickLanguage } from './languages';

const catalogs: Record<Exclude<LanguageCode, 'en'>, () => Promise<Messages>> = {
  de: () => import('./catalogs/de').then((module) => module.de),
  fr: () => import('./catalogs/fr').then((module) => module.fr),
  es: () => import('./catalogs/es').then((module) => module.es),
  'zh-CN': () => import('./catalogs/zh-CN').then((module) => module.zhCN),
};

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
  resources: { en: { translation: withManyForms(en) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', ...Object.keys(catalogs)],
  // English is bundled: initialise synchronously so nothing renders untranslated.
  initAsync: false,
  // React escapes what it renders; escaping here too would show `&amp;`.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Fetches `language`'s catalog once (English is always there). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalog = await catalogs[language]();
  i18n.addResourceBundle(language, 'translation', withManyForms(catalog), true, true);
}

/** The language to show: the account's choice, then the browser's languages, then English. */
export function preferredLanguage(accountLanguage: string | null | undefined): LanguageCode {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage([accountLanguage, ...browser]);
}

/**
 * Switches the interface (and the page's `lang`, for screen readers) to `language`: at once when
 * its catalog is loaded, after fetching it otherwise. The latest call wins.
 */
let wanted: LanguageCode = DEFAULT_LANGUAGE;
export function applyLanguage(language: LanguageCode): Promise<void> {
  wanted = language;
  const show = () => {
    if (wanted !== language) return;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  };
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) {
    show();
    return Promise.resolve();
  }
  return loadLanguage(language).then(show, () => {
    // A chunk that failed to load (a deploy replaced it): stay in the language shown.
  });
}

/** The language the interface shows now. */
export const currentLanguage = (): LanguageCode => pickLanguage([i18n.language]);

export { i18n };
