import type { Catalog } from '@/i18n/catalog';
import type { app as english } from '../en/app';

export const app: Catalog<typeof english> = {
  titles: {
    settings: 'Einstellungen',
    login: 'Anmelden',
    register: 'Registrieren',
    domains: 'Domains',
    orphanVisits: 'Verwaiste Besuche',
    statistics: 'Statistik',
    notFound: 'Seite nicht gefunden',
    webhook: 'Webhook',
    deleted: 'Zuletzt gelöscht',
    audit: 'Audit-Protokoll',
    teams: 'Teams',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Unter dieser Adresse gibt es keine Seite des Dashboards.',
    back: 'Zur Übersicht',
  },
  settings: {
    navigation: 'Bereiche der Einstellungen',
    section: 'Bereich',
    sections: {
      profile: 'Profil',
      security: 'Sicherheit',
      api: 'API-Zugang',
      webhooks: 'Webhooks',
      data: 'Import und Export',
      instance: 'Instanz',
      about: 'Über',
    },
    instance: {
      title: 'Benutzer und Domains',
      elsewhere: 'Konten und Kurz-Domains haben eigene Seiten.',
      ownerOnly: 'Nur der Eigentümer ändert die Zwei-Faktor-Richtlinie.',
      managersOnly: 'Nur der Eigentümer und Administratoren verwalten diese Instanz.',
      users: 'Benutzer verwalten',
      domains: 'Domains verwalten',
    },
  },
  shortcuts: {
    title: 'Tastenkürzel',
    search: 'Suche fokussieren',
    create: 'Link erstellen',
    help: 'Diese Liste anzeigen',
    close: 'Popup schließen',
  },
};
