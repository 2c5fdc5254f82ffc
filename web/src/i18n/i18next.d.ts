// Typed keys: `t('links.create.title')` is checked against the English catalog at compile time.
import 'i18next';
import type { en } from './catalogs/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
