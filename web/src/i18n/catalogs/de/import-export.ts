import type { Catalog } from '@/i18n/catalog';
import type { importExport as english } from '../en/import-export';

export const importExport: Catalog<typeof english> = {
  card: {
    title: 'Import und Export',
    intro:
      'Übernehmen Sie Links aus {{sources}}. Ihre eigenen laden Sie als JSON oder CSV herunter.',
    import: 'Links importieren',
    export: 'Links exportieren',
  },
  services: {
    lynx: 'Ein Export oder Backup aus Lynx oder Linkhop (JSON oder CSV).',
    shlink: 'Ein CSV-Export aus Shlink (shortUrl, longUrl, createdAt, visits).',
    yourls: 'Ein CSV-Export aus YOURLS (source, target, hits oder keyword, url, clicks).',
    kutt: 'Das JSON der Linkliste aus der API von Kutt (GET /api/v2/links), eine Seite oder deren data-Array.',
    bitly: 'Ein CSV-Export aus Bitly (Link, Custom Link, Destination URL, Title, Tags…).',
    sink: 'Ein Export aus Sink über dessen Migrate-Seite (JSON mit einem links-Array).',
    chhoto: 'Die JSON-Liste von GET /api/all in Chhoto URL.',
    polr: 'Die Links-Tabelle von Polr als CSV (short_url, long_url, clicks, secret_key…).',
    dub: 'Das JSON der Linkliste aus der API von Dub (GET /api/links), die Seiten zu einem Array zusammengefügt.',
  },
  service: {
    title: 'Links importieren',
    description: 'Aus welchem Dienst stammt die Datei?',
    legend: 'Dienst',
    next: 'Weiter',
  },
  import: {
    title: 'Import aus {{service}}',
    file: 'Datei',
    chooseFile: 'Wählen Sie eine Datei zum Importieren aus.',
    finished: 'Import abgeschlossen.',
    dryRunFinished: 'Probelauf abgeschlossen',
    nothingWritten: '{{message}}. Es wurde noch nichts gespeichert.',
    done: 'Fertig',
    back: 'Zurück',
    preview: 'Vorschau',
    submit: 'Importieren',
  },
  domains: {
    label: 'Domain',
    namedHint:
      'Für Links, die die Datei keiner Domain (oder ihrer Standard-Domain) zuordnet. Links auf einer genannten Domain bleiben dort.',
    hint: 'Die Kurz-Domain, auf der die importierten Links landen.',
    create: 'Fehlende Domains hinzufügen',
    createHint:
      'Domains, die in der Datei vorkommen und hier nicht existieren, werden hinzugefügt; andernfalls werden ihre Zeilen übersprungen. Die Vorschau zeigt, welche hinzukämen.',
  },
  summary: {
    label: 'Domains',
    added_one: 'Die Domain <strong>{{names}}</strong> wurde hinzugefügt.',
    added_other: 'Die Domains <strong>{{names}}</strong> wurden hinzugefügt.',
    wouldAdd_one: 'Die Domain <strong>{{names}}</strong> würde hinzugefügt.',
    wouldAdd_other: 'Die Domains <strong>{{names}}</strong> würden hinzugefügt.',
    skipped_one:
      'Die Zeilen auf einer Domain, die es hier nicht gibt, wurden übersprungen: <strong>{{names}}</strong>.',
    skipped_other:
      'Die Zeilen auf Domains, die es hier nicht gibt, wurden übersprungen: <strong>{{names}}</strong>.',
    wouldSkip_one:
      'Die Zeilen auf einer Domain, die es hier nicht gibt, würden übersprungen: <strong>{{names}}</strong>.',
    wouldSkip_other:
      'Die Zeilen auf Domains, die es hier nicht gibt, würden übersprungen: <strong>{{names}}</strong>.',
  },
  skipped: {
    label: 'Übersprungene Zeilen',
    skipped_one:
      '{{number}} Zeile übersprungen: {{existing}} bereits vorhanden, {{invalid}} ungültig.',
    skipped_other:
      '{{number}} Zeilen übersprungen: {{existing}} bereits vorhanden, {{invalid}} ungültig.',
    wouldSkip_one:
      '{{number}} Zeile würde übersprungen: {{existing}} bereits vorhanden, {{invalid}} ungültig.',
    wouldSkip_other:
      '{{number}} Zeilen würden übersprungen: {{existing}} bereits vorhanden, {{invalid}} ungültig.',
    caption: 'Übersprungene Zeilen und Gründe',
    columns: {
      row: 'Zeile',
      domain: 'Domain',
      slug: 'Kürzel',
      reason: 'Grund',
    },
    moreInReport_one: '{{number}} weitere im Bericht.',
    moreInReport_other: '{{number}} weitere im Bericht.',
    moreNotShown_one: '{{number}} weitere nicht angezeigt.',
    moreNotShown_other: '{{number}} weitere nicht angezeigt.',
    report: 'Bericht herunterladen (CSV)',
  },
  export: {
    title: 'Links exportieren',
    description: 'Alle Links, die Sie verwalten können, landen in der Datei.',
    format: 'Format',
    json: 'Lynx-Format; lässt sich wieder importieren.',
    csv: 'Für Tabellenkalkulationen; mit den Namen der Autoren.',
    download: 'Herunterladen',
    downloaded: '{{name}} heruntergeladen',
    failed: 'Der Export ist fehlgeschlagen.',
  },
};
