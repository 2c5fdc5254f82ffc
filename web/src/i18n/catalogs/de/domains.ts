import type { Catalog } from '@/i18n/catalog';
import type { domains as english } from '../en/domains';

export const domains: Catalog<typeof english> = {
  title: 'Domains',
  table: {
    forbidden: 'Nur der Eigentümer und Administratoren können Domains verwalten.',
    heading: 'Kurz-Domains',
    loadFailed: 'Die Domains konnten nicht geladen werden: {{message}}',
    loading: 'Domains werden geladen …',
    columns: {
      domain: 'Domain',
      links: 'Links',
      rootRedirect: 'Weiterleitung der Startseite',
      notFoundRedirect: 'Weiterleitung bei unbekanntem Kürzel',
      expiredRedirect: 'Weiterleitung bei Ablauf',
      standardAccounts: 'Standardkonten',
      actions: 'Aktionen',
    },
    actionsFor: 'Aktionen für {{name}}',
    default: 'Standard',
    serverDefault: 'Standard des Servers',
    builtInPage: 'Eingebaute Seite',
    mayCreate: 'Dürfen Links erstellen',
    managersOnly: 'Nur Eigentümer und Administratoren',
    appLinks: 'App-Links',
  },
  menu: {
    orphanVisits: 'Verwaiste Besuche',
    remove: 'Entfernen',
  },
  fields: {
    host: 'Host',
    hostRule:
      'Ein Hostname wie go.example.com, optional mit Port (go.example.com:8443). Ohne http:// und ohne Pfad.',
    rootRedirect: {
      label: 'Weiterleitung der Startseite',
      hint: 'Wohin die Adresse der Domain selbst (/) führt. Leer: die Start-Weiterleitung des Servers.',
    },
    notFoundRedirect: {
      label: 'Weiterleitung bei unbekanntem Kürzel',
      hint: 'Wohin ein Kurzlink führt, den es nicht gibt. Leer: die Seite „Link nicht gefunden“.',
    },
    expiredRedirect: {
      label: 'Weiterleitung bei Ablauf',
      hint: 'Wohin ein abgelaufener oder aufgebrauchter Link ohne eigene Ablauf-Adresse führt. Leer: die Seite „Dieser Link ist abgelaufen“.',
    },
    standardMayCreate: {
      label: 'Standardkonten dürfen hier Links erstellen',
      hint: 'Andernfalls können nur der Eigentümer und Administratoren Links auf dieser Domain anlegen.',
    },
  },
  appLinks: {
    toggle: 'App-Links',
    appleAppSiteAssociation: {
      label: 'apple-app-site-association (iOS)',
      hint: 'Universal Links für iOS: ein JSON-Objekt, ausgeliefert unter {{url}}. Leer: wird nicht ausgeliefert.',
    },
    assetLinks: {
      label: 'assetlinks.json (Android)',
      hint: 'App Links für Android: ein JSON-Array, ausgeliefert unter {{url}}. Leer: wird nicht ausgeliefert.',
    },
    setByOwner: 'Die App-Links dieser Domain legt der Eigentümer fest.',
  },
  validation: {
    host: 'Geben Sie einen Hostnamen wie go.example.com ein, ohne http:// und ohne Pfad.',
    redirect:
      'Geben Sie eine vollständige URL ohne Leerzeichen ein, die mit http:// oder https:// beginnt.',
    target: 'Wählen Sie die Domain, die die Links übernimmt.',
    appLinks: {
      json: 'Das ist kein gültiges JSON.',
      object: 'Geben Sie ein JSON-Objekt ein: { … }',
      array: 'Geben Sie ein JSON-Array ein: [ … ]',
      tooLarge: 'Höchstens {{max}} Byte JSON.',
    },
  },
  add: {
    title: 'Domain hinzufügen',
    description:
      'Richten Sie zuerst das DNS des Hosts auf diesen Server aus; Links darauf funktionieren, sobald die Domain hinzugefügt ist.',
    submit: 'Domain hinzufügen',
    added: 'Domain {{name}} hinzugefügt',
  },
  edit: {
    title: '{{name}} bearbeiten',
    defaultDomain: 'Die Standard-Domain: Jedes Konto darf darauf Links erstellen.',
    hostFixed:
      'Der Host lässt sich nicht ändern; entfernen Sie dazu die Domain und fügen Sie eine neue hinzu.',
    updated: 'Domain {{name}} aktualisiert',
  },
  remove: {
    title: '{{name}} entfernen',
    description: 'Kurzlinks auf {{name}} antworten ab sofort nicht mehr.',
    loadFailed: 'Die Domains konnten nicht geladen werden: {{message}}',
    loading: 'Domains werden geladen …',
    noLinks: 'Auf dieser Domain gibt es keine Links.',
    someLinks: 'Links dieser Domain',
    links_one: '{{number}} Link dieser Domain',
    links_other: '{{number}} Links dieser Domain',
    move: {
      label: 'In eine andere Domain verschieben',
      hint: 'Die Links behalten ihre Kürzel, Besuche und Statistik. Ist dort ein Kürzel schon vergeben, wird nichts entfernt.',
    },
    delete: {
      label: 'Löschen',
      hint: 'Die Links und ihre Statistik werden gelöscht. Das lässt sich nicht rückgängig machen.',
    },
    target: 'Verschieben nach',
    submit: 'Domain entfernen',
    removed: 'Domain {{name}} entfernt',
  },
};
