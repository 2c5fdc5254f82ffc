import type { Catalog } from '@/i18n/catalog';
import type { settings as english } from '../en/settings';

export const settings: Catalog<typeof english> = {
  language: {
    title: 'Sprache',
    label: 'Sprache der Oberfläche',
    hint: 'Gilt in jedem Browser, in dem Sie sich anmelden. „Sprache des Browsers“ folgt der Einstellung des jeweiligen Browsers.',
    browser: 'Sprache des Browsers',
    saved: 'Sprache gespeichert',
    failed: 'Die Sprache konnte nicht gespeichert werden',
  },
};
