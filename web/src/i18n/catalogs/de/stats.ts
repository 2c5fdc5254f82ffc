import type { Catalog } from '@/i18n/catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {
  loading: 'Statistik wird geladen …',
  loadFailed: 'Die Statistik konnte nicht geladen werden: {{message}}',
  updateFailed: 'Die Statistik konnte nicht aktualisiert werden: {{message}}',
  noVisits: 'Keine Besuche in diesem Zeitraum',
  noData: 'Keine Daten.',
  totals: 'Gesamtwerte',
  visitsOverTime: 'Besuche im Zeitverlauf',
  figures: {
    visits: 'Besuche',
    humanVisits: 'Besuche von Menschen',
    botVisits: 'Besuche von Bots',
    uniqueVisitors: 'Eindeutige Besucher',
  },
  series: {
    humans: 'Menschen',
    bots: 'Bots',
  },
  filters: {
    label: 'Statistikfilter',
    range: 'Zeitraum',
    customRange: 'Eigener Zeitraum',
    from: 'Von',
    to: 'Bis',
    apply: 'Zeitraum anwenden',
    bothDates: 'Wählen Sie beide Daten aus.',
    startAfterEnd: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
    interval: 'Intervall',
    visitors: 'Besucher',
    bots: {
      exclude: 'Menschen',
      only: 'Bots',
      include: 'Beide',
    },
    domain: 'Domain',
    allDomains: 'Alle Domains',
  },
  presets: {
    '24h': '24 Stunden',
    '7d': '7 Tage',
    '30d': '30 Tage',
    '90d': '90 Tage',
    '1y': '1 Jahr',
  },
  intervals: {
    hour: 'Stunde',
    day: 'Tag',
    week: 'Woche',
    month: 'Monat',
  },
  weekOf: 'Woche ab {{date}}',
  dimensions: {
    referrers: 'Verweisquellen',
    countries: 'Länder',
    devices: 'Geräte',
    browsers: 'Browser',
    os: 'Betriebssysteme',
  },
  columns: {
    referrers: 'Verweisquelle',
    countries: 'Land',
    devices: 'Gerät',
    browsers: 'Browser',
    os: 'Betriebssystem',
  },
  values: {
    direct: 'Direkt / keine',
    unknown: 'Unbekannt',
    other: 'Sonstige',
    devices: {
      desktop: 'Desktop',
      mobile: 'Mobilgerät',
      tablet: 'Tablet',
      other: 'Anderes Gerät',
    },
  },
  breakdown: {
    visits: 'Besuche',
    share: 'Anteil',
    sortedByVisits: '{{title}}, sortiert nach Besuchen, {{direction}}',
    sortedByValue: '{{title}}, sortiert nach {{column}}, {{direction}}',
    ascending: 'aufsteigend',
    descending: 'absteigend',
  },
  summary: {
    series: {
      exclude_one:
        '{{total}} Besuch von Menschen in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
      exclude_other:
        '{{total}} Besuche von Menschen in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
      only_one:
        '{{total}} Besuch von Bots in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
      only_other:
        '{{total}} Besuche von Bots in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
      include_one:
        '{{total}} Besuch in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
      include_other:
        '{{total}} Besuche in {{buckets}} ({{first}} – {{last}}), Spitzenwert: {{peak}} ({{peakVisits}}).',
    },
    seriesZero: {
      exclude: '0 Besuche von Menschen in {{buckets}} ({{first}} – {{last}}).',
      only: '0 Besuche von Bots in {{buckets}} ({{first}} – {{last}}).',
      include: '0 Besuche in {{buckets}} ({{first}} – {{last}}).',
    },
    seriesEmpty: {
      exclude: 'Keine Besuche von Menschen in diesem Zeitraum.',
      only: 'Keine Besuche von Bots in diesem Zeitraum.',
      include: 'Keine Besuche in diesem Zeitraum.',
    },
    buckets: {
      hour_one: '{{count}} Stunde',
      hour_other: '{{count}} Stunden',
      day_one: '{{count}} Tag',
      day_other: '{{count}} Tagen',
      week_one: '{{count}} Woche',
      week_other: '{{count}} Wochen',
      month_one: '{{count}} Monat',
      month_other: '{{count}} Monaten',
    },
    breakdown: '{{title}}: {{items}}.',
    breakdownNone: '{{title}}: keine.',
    breakdownItem: '{{label}} {{visits}}',
    separator: ', ',
  },
  overview: {
    title: 'Besuche der letzten 30 Tage',
    topLinks: 'Top-Links',
    byDomain: 'Besuche nach Domain',
  },
  topLinks: {
    caption: {
      exclude: 'Top-Links der letzten 30 Tage nach Besuchen von Menschen',
      include: 'Top-Links der letzten 30 Tage nach Besuchen',
      only: 'Top-Links der letzten 30 Tage nach Besuchen von Bots',
    },
    counted: {
      exclude: 'Besuche von Menschen',
      include: 'Besuche',
      only: 'Besuche von Bots',
    },
    shortLink: 'Kurzlink',
    destination: 'Ziel-URL',
    statisticsOf: 'Statistik von {{name}}',
  },
  domainVisits: {
    caption: 'Besuche nach Domain',
    domain: 'Domain',
  },
  campaignVisits: {
    campaigns: {
      title: 'Kampagnen',
      caption: 'Besuche nach Kampagne',
      value: 'Kampagne',
    },
    campaignSources: {
      title: 'Kampagnenquellen',
      caption: 'Besuche nach Kampagnenquelle',
      value: 'Quelle',
    },
  },
  link: {
    title: 'Statistik',
    download: 'Herunterladen',
  },
  download: {
    title: 'Besuche herunterladen',
    as: 'Besuche als {{format}} herunterladen',
    failed: 'Download fehlgeschlagen ({{status}})',
  },
  sharing: {
    title: 'Freigabe',
    toggle: 'Öffentliche Statistik',
    anyone: 'Jeder mit dieser Adresse kann diese Statistik sehen: <address>{{address}}</address>',
    copy: 'Öffentliche Adresse kopieren',
    copied: 'Öffentliche Adresse kopiert',
    copyFailed: 'Die Adresse konnte nicht kopiert werden',
    private: 'Nur Sie (und Administratoren) können diese Statistik sehen.',
    protectedHelp:
      'Die öffentliche Statistik zeigt nie die Ziel-URL eines passwortgeschützten Links.',
  },
  public: {
    title: 'Statistik von /{{slug}}',
    none: 'Für diesen Link gibt es keine öffentliche Statistik.',
    leadsTo: 'Führt zu {{destination}}',
    destinationHidden: 'Dieser Link ist passwortgeschützt: Seine Ziel-URL wird nicht angezeigt.',
  },
  split: {
    title: 'A/B-Test',
    running:
      'Besucher, auf die keine Weiterleitungsregel zutrifft, gehen nach Gewichtung zu einem dieser Ziele. Die Zahlen folgen dem Zeitraum und den oben gewählten Besuchern.',
    ended:
      'Die Aufteilung ist beendet; diese Ziele waren Varianten und haben in diesem Zeitraum noch Besuche.',
    caption: 'Besuche je Ziel des A/B-Tests in diesem Zeitraum',
    destination: 'Ziel',
    share: 'Anteil',
    humans: 'Menschen',
    visitShare: {
      exclude: 'Anteil an Besuchen von Menschen',
      include: 'Anteil an Besuchen',
      only: 'Anteil an Bot-Besuchen',
    },
    actions: 'Aktionen',
    earlier: 'Frühere Variante',
    promote: 'Übernehmen',
    promoteVariant: '{{destination}} übernehmen',
    promoteTitle: 'Diese Variante übernehmen',
    promoteQuestion:
      'Alle Besucher zu {{destination}} schicken und die Aufteilung beenden? Die Statistik bleibt erhalten.',
    promoted: 'Alle Besucher gehen jetzt zu {{destination}}.',
  },
  orphans: {
    title: 'Verwaiste Besuche',
    forbidden: 'Nur der Eigentümer und Administratoren können verwaiste Besuche sehen.',
    loading: 'Verwaiste Besuche werden geladen …',
    loadFailed: 'Die verwaisten Besuche konnten nicht geladen werden: {{message}}',
    description: 'Besuche auf {{domain}}, die zu keinem Link führten.',
    descriptionThisDomain: 'Besuche auf dieser Domain, die zu keinem Link führten.',
    perDay: 'Verwaiste Besuche pro Tag',
    none: 'Keine verwaisten Besuche in diesem Zeitraum',
    topSlugs: 'Häufigste unbekannte Kürzel',
    noSlugs: 'Keine unbekannten Kürzel in diesem Zeitraum.',
    slugsCaption: 'Unbekannte Kürzel nach Besuchen',
    slug: 'Kürzel',
    visits: 'Besuche',
    domain: 'Domain',
    range: 'Zeitraum',
    kinds: {
      base: 'Stammadresse',
      unknownSlug: 'Unbekannte Kürzel',
      otherPath: 'Andere Pfade',
    },
    hints: {
      base: 'Die Adresse der Domain selbst, /',
      unknownSlug: 'Pfade, die ein Kurzlink sein könnten, aber keinen bezeichnen',
      otherPath: 'Alles andere, etwa /.env',
    },
    summary_one:
      '{{total}} verwaister Besuch in {{days}} ({{first}} – {{last}}): Stammadresse {{base}}, unbekannte Kürzel {{unknownSlug}}, andere Pfade {{otherPath}}.',
    summary_other:
      '{{total}} verwaiste Besuche in {{days}} ({{first}} – {{last}}): Stammadresse {{base}}, unbekannte Kürzel {{unknownSlug}}, andere Pfade {{otherPath}}.',
    summaryNone: 'Keine verwaisten Besuche in diesem Zeitraum.',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tagen',
  },
};
