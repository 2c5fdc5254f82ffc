import type { Catalog } from '@/i18n/catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {
  loading: 'Chargement des statistiques…',
  loadFailed: 'Impossible de charger les statistiques : {{message}}',
  updateFailed: 'Impossible de mettre à jour les statistiques : {{message}}',
  noVisits: 'Aucune visite sur cette période',
  noData: 'Aucune donnée.',
  totals: 'Totaux',
  visitsOverTime: 'Visites au fil du temps',
  figures: {
    visits: 'Visites',
    humanVisits: 'Visites humaines',
    botVisits: 'Visites de robots',
    uniqueVisitors: 'Visiteurs uniques',
  },
  series: {
    humans: 'Humains',
    bots: 'Robots',
  },
  filters: {
    label: 'Filtres des statistiques',
    range: 'Période',
    customRange: 'Période personnalisée',
    from: 'Du',
    to: 'Au',
    apply: 'Appliquer la période',
    bothDates: 'Choisissez les deux dates.',
    startAfterEnd: 'La date de début ne doit pas être postérieure à la date de fin.',
    interval: 'Intervalle',
    visitors: 'Visiteurs',
    bots: {
      exclude: 'Humains',
      only: 'Robots',
      include: 'Les deux',
    },
    domain: 'Domaine',
    allDomains: 'Tous les domaines',
  },
  presets: {
    '24h': '24 heures',
    '7d': '7 jours',
    '30d': '30 jours',
    '90d': '90 jours',
    '1y': '1 an',
  },
  intervals: {
    hour: 'Heure',
    day: 'Jour',
    week: 'Semaine',
    month: 'Mois',
  },
  weekOf: 'Semaine du {{date}}',
  dimensions: {
    referrers: 'Référents',
    countries: 'Pays',
    devices: 'Appareils',
    browsers: 'Navigateurs',
    os: 'Systèmes d’exploitation',
  },
  columns: {
    referrers: 'Référent',
    countries: 'Pays',
    devices: 'Appareil',
    browsers: 'Navigateur',
    os: 'Système d’exploitation',
  },
  values: {
    direct: 'Direct / aucun',
    unknown: 'Inconnu',
    other: 'Autres',
    devices: {
      desktop: 'Ordinateur',
      mobile: 'Mobile',
      tablet: 'Tablette',
      other: 'Autre appareil',
    },
  },
  breakdown: {
    visits: 'Visites',
    share: 'Part',
    sortedByVisits: '{{title}}, triés par visites, {{direction}}',
    sortedByValue: '{{title}}, triés par {{column}}, {{direction}}',
    ascending: 'ordre croissant',
    descending: 'ordre décroissant',
  },
  summary: {
    series: {
      exclude_one:
        '{{total}} visite humaine sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
      exclude_other:
        '{{total}} visites humaines sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
      only_one:
        '{{total}} visite de robot sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
      only_other:
        '{{total}} visites de robots sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
      include_one:
        '{{total}} visite sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
      include_other:
        '{{total}} visites sur {{buckets}} ({{first}} – {{last}}), pic : {{peak}} ({{peakVisits}}).',
    },
    seriesZero: {
      exclude: '0 visite humaine sur {{buckets}} ({{first}} – {{last}}).',
      only: '0 visite de robot sur {{buckets}} ({{first}} – {{last}}).',
      include: '0 visite sur {{buckets}} ({{first}} – {{last}}).',
    },
    seriesEmpty: {
      exclude: 'Aucune visite humaine sur cette période.',
      only: 'Aucune visite de robot sur cette période.',
      include: 'Aucune visite sur cette période.',
    },
    buckets: {
      hour_one: '{{count}} heure',
      hour_other: '{{count}} heures',
      day_one: '{{count}} jour',
      day_other: '{{count}} jours',
      week_one: '{{count}} semaine',
      week_other: '{{count}} semaines',
      month_one: '{{count}} mois',
      month_other: '{{count}} mois',
    },
    breakdown: '{{title}} : {{items}}.',
    breakdownNone: '{{title}} : aucun.',
    breakdownItem: '{{label}} {{visits}}',
    separator: ', ',
  },
  overview: {
    title: 'Visites des 30 derniers jours',
    topLinks: 'Liens les plus visités',
    byDomain: 'Visites par domaine',
  },
  topLinks: {
    caption: {
      exclude: 'Liens les plus visités des 30 derniers jours, par visites humaines',
      include: 'Liens les plus visités des 30 derniers jours, par visites',
      only: 'Liens les plus visités des 30 derniers jours, par visites de robots',
    },
    counted: {
      exclude: 'Visites humaines',
      include: 'Visites',
      only: 'Visites de robots',
    },
    shortLink: 'Lien court',
    destination: 'Destination',
    statisticsOf: 'Statistiques de {{name}}',
  },
  domainVisits: {
    caption: 'Visites par domaine',
    domain: 'Domaine',
  },
  campaignVisits: {
    campaigns: {
      title: 'Campagnes',
      caption: 'Visites par campagne',
      value: 'Campagne',
    },
    campaignSources: {
      title: 'Sources de campagne',
      caption: 'Visites par source de campagne',
      value: 'Source',
    },
  },
  link: {
    title: 'Statistiques',
    download: 'Téléchargement',
  },
  download: {
    title: 'Télécharger les visites',
    as: 'Télécharger les visites au format {{format}}',
    failed: 'Échec du téléchargement ({{status}})',
  },
  sharing: {
    title: 'Partage',
    toggle: 'Statistiques publiques',
    anyone:
      'Toute personne disposant de cette adresse peut voir ces statistiques : <address>{{address}}</address>',
    copy: 'Copier l’adresse publique',
    copied: 'Adresse publique copiée',
    copyFailed: 'Impossible de copier l’adresse',
    private: 'Ces statistiques ne sont visibles que par vous (et les administrateurs).',
    protectedHelp:
      'Les statistiques publiques n’affichent jamais la destination d’un lien protégé par mot de passe.',
  },
  public: {
    title: 'Statistiques de /{{slug}}',
    none: 'Ce lien n’a pas de statistiques publiques.',
    leadsTo: 'Mène à {{destination}}',
    destinationHidden: 'Ce lien est protégé par mot de passe : sa destination n’est pas affichée.',
  },
  split: {
    title: 'Test A/B',
    running:
      'Les visiteurs auxquels aucune règle de redirection ne s’applique sont envoyés vers l’une de ces destinations selon son poids. Les chiffres suivent la période et les visiteurs choisis ci-dessus.',
    ended:
      'Le test A/B est terminé ; ces destinations étaient des variantes et ont encore des visites sur cette période.',
    caption: 'Visites de chaque destination du test A/B sur cette période',
    destination: 'Destination',
    share: 'Part',
    humans: 'Humains',
    visitShare: {
      exclude: 'Part des visites humaines',
      include: 'Part des visites',
      only: 'Part des visites de robots',
    },
    actions: 'Actions',
    earlier: 'Ancienne variante',
    promote: 'Retenir',
    promoteVariant: 'Retenir {{destination}}',
    promoteTitle: 'Retenir cette variante',
    promoteQuestion:
      'Envoyer tous les visiteurs vers {{destination}} et terminer le test A/B ? Les statistiques sont conservées.',
    promoted: 'Tous les visiteurs vont désormais vers {{destination}}.',
  },
  orphans: {
    title: 'Visites orphelines',
    forbidden: 'Seuls le propriétaire et les administrateurs peuvent voir les visites orphelines.',
    loading: 'Chargement des visites orphelines…',
    loadFailed: 'Impossible de charger les visites orphelines : {{message}}',
    description: 'Visites sur {{domain}} qui n’ont abouti à aucun lien.',
    descriptionThisDomain: 'Visites sur ce domaine qui n’ont abouti à aucun lien.',
    perDay: 'Visites orphelines par jour',
    none: 'Aucune visite orpheline sur cette période',
    topSlugs: 'Slugs inconnus les plus demandés',
    noSlugs: 'Aucun slug inconnu sur cette période.',
    slugsCaption: 'Slugs inconnus, par visites',
    slug: 'Slug',
    visits: 'Visites',
    domain: 'Domaine',
    range: 'Période',
    kinds: {
      base: 'Racine du domaine',
      unknownSlug: 'Slugs inconnus',
      otherPath: 'Autres chemins',
    },
    hints: {
      base: 'L’adresse du domaine lui-même, /',
      unknownSlug: 'Chemins qui pourraient être un lien court mais n’en désignent aucun',
      otherPath: 'Tout le reste, comme /.env',
    },
    summary_one:
      '{{total}} visite orpheline sur {{days}} ({{first}} – {{last}}) : racine du domaine {{base}}, slugs inconnus {{unknownSlug}}, autres chemins {{otherPath}}.',
    summary_other:
      '{{total}} visites orphelines sur {{days}} ({{first}} – {{last}}) : racine du domaine {{base}}, slugs inconnus {{unknownSlug}}, autres chemins {{otherPath}}.',
    summaryNone: 'Aucune visite orpheline sur cette période.',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
  },
};
