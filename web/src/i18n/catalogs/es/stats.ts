import type { Catalog } from '@/i18n/catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {
  loading: 'Cargando estadísticas…',
  loadFailed: 'No se pudieron cargar las estadísticas: {{message}}',
  updateFailed: 'No se pudieron actualizar las estadísticas: {{message}}',
  noVisits: 'No hay visitas en este periodo',
  noData: 'Sin datos.',
  totals: 'Totales',
  visitsOverTime: 'Visitas a lo largo del tiempo',
  figures: {
    visits: 'Visitas',
    humanVisits: 'Visitas de personas',
    botVisits: 'Visitas de bots',
    uniqueVisitors: 'Visitantes únicos',
  },
  series: {
    humans: 'Personas',
    bots: 'Bots',
  },
  filters: {
    label: 'Filtros de estadísticas',
    range: 'Periodo',
    customRange: 'Periodo personalizado',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar periodo',
    bothDates: 'Elige ambas fechas.',
    startAfterEnd: 'La fecha de inicio no puede ser posterior a la de fin.',
    interval: 'Intervalo',
    visitors: 'Visitantes',
    bots: {
      exclude: 'Personas',
      only: 'Bots',
      include: 'Ambos',
    },
    domain: 'Dominio',
    allDomains: 'Todos los dominios',
  },
  presets: {
    '24h': '24 horas',
    '7d': '7 días',
    '30d': '30 días',
    '90d': '90 días',
    '1y': '1 año',
  },
  intervals: {
    hour: 'Hora',
    day: 'Día',
    week: 'Semana',
    month: 'Mes',
  },
  weekOf: 'Semana del {{date}}',
  dimensions: {
    referrers: 'Referentes',
    countries: 'Países',
    devices: 'Dispositivos',
    browsers: 'Navegadores',
    os: 'Sistemas operativos',
  },
  columns: {
    referrers: 'Referente',
    countries: 'País',
    devices: 'Dispositivo',
    browsers: 'Navegador',
    os: 'Sistema operativo',
  },
  values: {
    direct: 'Directo / ninguno',
    unknown: 'Desconocido',
    other: 'Otros',
    devices: {
      desktop: 'Escritorio',
      mobile: 'Móvil',
      tablet: 'Tableta',
      other: 'Otro dispositivo',
    },
  },
  breakdown: {
    visits: 'Visitas',
    share: 'Porcentaje',
    sortedByVisits: '{{title}}, ordenados por visitas, {{direction}}',
    sortedByValue: '{{title}}, ordenados por {{column}}, {{direction}}',
    ascending: 'ascendente',
    descending: 'descendente',
  },
  summary: {
    series: {
      exclude_one:
        '{{total}} visita de personas en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
      exclude_other:
        '{{total}} visitas de personas en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
      only_one:
        '{{total}} visita de bots en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
      only_other:
        '{{total}} visitas de bots en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
      include_one:
        '{{total}} visita en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
      include_other:
        '{{total}} visitas en {{buckets}} ({{first}} – {{last}}), máximo: {{peak}} ({{peakVisits}}).',
    },
    seriesZero: {
      exclude: '0 visitas de personas en {{buckets}} ({{first}} – {{last}}).',
      only: '0 visitas de bots en {{buckets}} ({{first}} – {{last}}).',
      include: '0 visitas en {{buckets}} ({{first}} – {{last}}).',
    },
    seriesEmpty: {
      exclude: 'No hay visitas de personas en este periodo.',
      only: 'No hay visitas de bots en este periodo.',
      include: 'No hay visitas en este periodo.',
    },
    buckets: {
      hour_one: '{{count}} hora',
      hour_other: '{{count}} horas',
      day_one: '{{count}} día',
      day_other: '{{count}} días',
      week_one: '{{count}} semana',
      week_other: '{{count}} semanas',
      month_one: '{{count}} mes',
      month_other: '{{count}} meses',
    },
    breakdown: '{{title}}: {{items}}.',
    breakdownNone: '{{title}}: ninguno.',
    breakdownItem: '{{label}} {{visits}}',
    separator: ', ',
  },
  overview: {
    title: 'Visitas de los últimos 30 días',
    topLinks: 'Enlaces más visitados',
    byDomain: 'Visitas por dominio',
  },
  topLinks: {
    caption: {
      exclude: 'Enlaces más visitados de los últimos 30 días, por visitas de personas',
      include: 'Enlaces más visitados de los últimos 30 días, por visitas',
      only: 'Enlaces más visitados de los últimos 30 días, por visitas de bots',
    },
    counted: {
      exclude: 'Visitas de personas',
      include: 'Visitas',
      only: 'Visitas de bots',
    },
    shortLink: 'Enlace corto',
    destination: 'Destino',
    statisticsOf: 'Estadísticas de {{name}}',
  },
  domainVisits: {
    caption: 'Visitas por dominio',
    domain: 'Dominio',
  },
  campaignVisits: {
    campaigns: {
      title: 'Campañas',
      caption: 'Visitas por campaña',
      value: 'Campaña',
    },
    campaignSources: {
      title: 'Fuentes de campaña',
      caption: 'Visitas por fuente de campaña',
      value: 'Fuente',
    },
  },
  link: {
    title: 'Estadísticas',
    download: 'Descarga',
  },
  download: {
    title: 'Descargar visitas',
    as: 'Descargar visitas en {{format}}',
    failed: 'Error en la descarga ({{status}})',
  },
  sharing: {
    title: 'Compartir',
    toggle: 'Estadísticas públicas',
    anyone:
      'Cualquiera con esta dirección puede ver estas estadísticas: <address>{{address}}</address>',
    copy: 'Copiar dirección pública',
    copied: 'Dirección pública copiada',
    copyFailed: 'No se pudo copiar la dirección',
    private: 'Solo tú y los administradores pueden ver estas estadísticas.',
    protectedHelp:
      'Las estadísticas públicas nunca muestran el destino de un enlace protegido con contraseña.',
  },
  public: {
    title: 'Estadísticas de /{{slug}}',
    none: 'Este enlace no tiene estadísticas públicas.',
    leadsTo: 'Lleva a {{destination}}',
    destinationHidden: 'Este enlace está protegido con contraseña: su destino no se muestra.',
  },
  split: {
    title: 'Prueba A/B',
    running:
      'Los visitantes a los que no se aplica ninguna regla de redirección se envían a uno de estos destinos según su peso. Las cifras siguen el periodo y los visitantes elegidos arriba.',
    ended:
      'La prueba A/B ha terminado; estos destinos fueron variantes y aún tienen visitas en este periodo.',
    caption: 'Visitas a cada destino de la prueba A/B en este periodo',
    destination: 'Destino',
    share: 'Parte',
    humans: 'Personas',
    visitShare: {
      exclude: 'Parte de las visitas de personas',
      include: 'Parte de las visitas',
      only: 'Parte de las visitas de bots',
    },
    actions: 'Acciones',
    earlier: 'Variante anterior',
    promote: 'Elegir',
    promoteVariant: 'Elegir {{destination}}',
    promoteTitle: 'Elegir esta variante',
    promoteQuestion:
      '¿Enviar a todos los visitantes a {{destination}} y terminar la prueba A/B? Las estadísticas se conservan.',
    promoted: 'Ahora todos los visitantes van a {{destination}}.',
  },
  orphans: {
    title: 'Visitas huérfanas',
    forbidden: 'Solo el propietario y los administradores pueden ver las visitas huérfanas.',
    loading: 'Cargando visitas huérfanas…',
    loadFailed: 'No se pudieron cargar las visitas huérfanas: {{message}}',
    description: 'Visitas a {{domain}} que no llegaron a ningún enlace.',
    descriptionThisDomain: 'Visitas a este dominio que no llegaron a ningún enlace.',
    perDay: 'Visitas huérfanas por día',
    none: 'No hay visitas huérfanas en este periodo',
    topSlugs: 'Slugs desconocidos más visitados',
    noSlugs: 'No hay slugs desconocidos en este periodo.',
    slugsCaption: 'Slugs desconocidos, por visitas',
    slug: 'Slug',
    visits: 'Visitas',
    domain: 'Dominio',
    range: 'Periodo',
    kinds: {
      base: 'Raíz del dominio',
      unknownSlug: 'Slugs desconocidos',
      otherPath: 'Otras rutas',
    },
    hints: {
      base: 'La dirección del propio dominio, /',
      unknownSlug: 'Rutas que podrían ser un enlace corto, pero no corresponden a ninguno',
      otherPath: 'Cualquier otra cosa, como /.env',
    },
    summary_one:
      '{{total}} visita huérfana en {{days}} ({{first}} – {{last}}): raíz del dominio {{base}}, slugs desconocidos {{unknownSlug}}, otras rutas {{otherPath}}.',
    summary_other:
      '{{total}} visitas huérfanas en {{days}} ({{first}} – {{last}}): raíz del dominio {{base}}, slugs desconocidos {{unknownSlug}}, otras rutas {{otherPath}}.',
    summaryNone: 'No hay visitas huérfanas en este periodo.',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
  },
};
