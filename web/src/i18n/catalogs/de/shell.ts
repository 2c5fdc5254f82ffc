import type { Catalog } from '@/i18n/catalog';
import type { shell as english } from '../en/shell';

export const shell: Catalog<typeof english> = {
  skipLink: 'Zum Inhalt springen',
  navigation: {
    label: 'Hauptnavigation',
    overview: 'Übersicht',
    deleted: 'Zuletzt gelöscht',
    teams: 'Teams',
    domains: 'Domains',
    users: 'Benutzer',
    audit: 'Audit-Protokoll',
    settings: 'Einstellungen',
  },
  account: {
    loggedInAs: 'Angemeldet als <strong>{{username}}</strong>',
    logout: 'Abmelden',
  },
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Die Seite konnte nicht angezeigt werden. Neu laden hilft meistens.',
    reload: 'Neu laden',
  },
};
