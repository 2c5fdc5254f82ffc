import type { Catalog } from '@/i18n/catalog';
import type { importExport as english } from '../en/import-export';

export const importExport: Catalog<typeof english> = {
  card: {
    title: 'Import et export',
    intro: 'Importez vos liens depuis {{sources}}. Téléchargez les vôtres au format JSON ou CSV.',
    import: 'Importer des liens',
    export: 'Exporter les liens',
  },
  services: {
    lynx: 'Un export ou une sauvegarde de Lynx ou de Linkhop (JSON ou CSV).',
    shlink: 'Un export CSV de Shlink (shortUrl, longUrl, createdAt, visits).',
    yourls: 'Un export CSV de YOURLS (source, target, hits ou keyword, url, clicks).',
    kutt: 'Le JSON de la liste de liens de l’API de Kutt (GET /api/v2/links), une page ou son tableau data.',
    bitly: 'Un export CSV de Bitly (Link, Custom Link, Destination URL, Title, Tags…).',
    sink: 'Un export de Sink depuis sa page Migrate (JSON avec un tableau links).',
    chhoto: 'La liste JSON renvoyée par GET /api/all de Chhoto URL.',
    polr: 'La table des liens de Polr au format CSV (short_url, long_url, clicks, secret_key…).',
    dub: 'Le JSON de la liste de liens de l’API de Dub (GET /api/links), ses pages réunies en un seul tableau.',
  },
  service: {
    title: 'Importer des liens',
    description: 'De quel service provient le fichier ?',
    legend: 'Service',
    next: 'Suivant',
  },
  import: {
    title: 'Importer depuis {{service}}',
    file: 'Fichier',
    chooseFile: 'Choisissez un fichier à importer.',
    finished: 'Import terminé.',
    dryRunFinished: 'Simulation terminée',
    nothingWritten: '{{message}}. Rien n’a encore été enregistré.',
    done: 'Terminé',
    back: 'Retour',
    preview: 'Aperçu',
    submit: 'Importer',
  },
  domains: {
    label: 'Domaine',
    namedHint:
      'Pour les liens que le fichier ne place sur aucun domaine (ou sur son domaine par défaut). Les liens placés sur un domaine nommé y restent.',
    hint: 'Le domaine court sur lequel arrivent les liens importés.',
    create: 'Ajouter les domaines manquants',
    createHint:
      'Les domaines nommés dans le fichier qui n’existent pas ici sont ajoutés ; sinon, leurs lignes sont ignorées. Lancez d’abord un aperçu pour voir lesquels seraient ajoutés.',
  },
  summary: {
    label: 'Domaines',
    added_one: 'Domaine ajouté : <strong>{{names}}</strong>.',
    added_other: 'Domaines ajoutés : <strong>{{names}}</strong>.',
    wouldAdd_one: 'Domaine qui serait ajouté : <strong>{{names}}</strong>.',
    wouldAdd_other: 'Domaines qui seraient ajoutés : <strong>{{names}}</strong>.',
    skipped_one:
      'Lignes ignorées sur un domaine qui n’existe pas ici : <strong>{{names}}</strong>.',
    skipped_other:
      'Lignes ignorées sur des domaines qui n’existent pas ici : <strong>{{names}}</strong>.',
    wouldSkip_one:
      'Lignes qui seraient ignorées sur un domaine qui n’existe pas ici : <strong>{{names}}</strong>.',
    wouldSkip_other:
      'Lignes qui seraient ignorées sur des domaines qui n’existent pas ici : <strong>{{names}}</strong>.',
  },
  skipped: {
    label: 'Lignes ignorées',
    skipped_one:
      '{{number}} ligne ignorée (déjà existantes : {{existing}}, non valides : {{invalid}}).',
    skipped_other:
      '{{number}} lignes ignorées (déjà existantes : {{existing}}, non valides : {{invalid}}).',
    wouldSkip_one:
      '{{number}} ligne serait ignorée (déjà existantes : {{existing}}, non valides : {{invalid}}).',
    wouldSkip_other:
      '{{number}} lignes seraient ignorées (déjà existantes : {{existing}}, non valides : {{invalid}}).',
    caption: 'Lignes ignorées et motifs',
    columns: {
      row: 'Ligne',
      domain: 'Domaine',
      slug: 'Slug',
      reason: 'Motif',
    },
    moreInReport_one: '{{number}} autre dans le rapport.',
    moreInReport_other: '{{number}} autres dans le rapport.',
    moreNotShown_one: '{{number}} autre non affichée.',
    moreNotShown_other: '{{number}} autres non affichées.',
    report: 'Télécharger le rapport (CSV)',
  },
  export: {
    title: 'Exporter les liens',
    description: 'Tous les liens que vous pouvez gérer sont inclus dans le fichier.',
    format: 'Format',
    json: 'Format Lynx ; peut être réimporté.',
    csv: 'Pour les tableurs ; inclut le nom des auteurs.',
    download: 'Télécharger',
    downloaded: '{{name}} téléchargé',
    failed: 'L’export a échoué.',
  },
};
