import type { Catalog } from '@/i18n/catalog';
import type { importExport as english } from '../en/import-export';

export const importExport: Catalog<typeof english> = {
  card: {
    title: 'Importar y exportar',
    intro: 'Trae tus enlaces desde {{sources}}. Descarga los tuyos en JSON o CSV.',
    import: 'Importar enlaces',
    export: 'Exportar enlaces',
  },
  services: {
    lynx: 'Una exportación o copia de seguridad de Lynx o Linkhop (JSON o CSV).',
    shlink: 'Una exportación CSV de Shlink (shortUrl, longUrl, createdAt, visits).',
    yourls: 'Una exportación CSV de YOURLS (source, target, hits o keyword, url, clicks).',
    kutt: 'El JSON de la lista de enlaces de la API de Kutt (GET /api/v2/links), una página o su array data.',
    bitly: 'Una exportación CSV de Bitly (Link, Custom Link, Destination URL, Title, Tags…).',
    sink: 'Una exportación de Sink desde su página Migrate (JSON con un array links).',
    chhoto: 'La lista JSON de GET /api/all de Chhoto URL.',
    polr: 'La tabla de enlaces de Polr en CSV (short_url, long_url, clicks, secret_key…).',
    dub: 'El JSON de la lista de enlaces de la API de Dub (GET /api/links), con sus páginas unidas en un solo array.',
  },
  service: {
    title: 'Importar enlaces',
    description: '¿De qué servicio es el archivo?',
    legend: 'Servicio',
    next: 'Siguiente',
  },
  import: {
    title: 'Importar desde {{service}}',
    file: 'Archivo',
    chooseFile: 'Elige un archivo para importar.',
    finished: 'Importación terminada.',
    dryRunFinished: 'Simulación terminada',
    nothingWritten: '{{message}}. Todavía no se ha guardado nada.',
    done: 'Listo',
    back: 'Atrás',
    preview: 'Vista previa',
    submit: 'Importar',
  },
  domains: {
    label: 'Dominio',
    namedHint:
      'Para los enlaces que el archivo no asigna a ningún dominio (o que asigna a su dominio predeterminado). Los enlaces de un dominio indicado se quedan en él.',
    hint: 'El dominio corto en el que quedan los enlaces importados.',
    create: 'Añadir los dominios que falten',
    createHint:
      'Se añaden los dominios que nombra el archivo y que no existen aquí; si no, se omiten sus filas. Usa primero la vista previa para ver cuáles se añadirían.',
  },
  summary: {
    label: 'Dominios',
    added_one: 'Se añadió el dominio <strong>{{names}}</strong>.',
    added_other: 'Se añadieron los dominios <strong>{{names}}</strong>.',
    wouldAdd_one: 'Se añadiría el dominio <strong>{{names}}</strong>.',
    wouldAdd_other: 'Se añadirían los dominios <strong>{{names}}</strong>.',
    skipped_one:
      'Se omitieron las filas de un dominio que no existe aquí: <strong>{{names}}</strong>.',
    skipped_other:
      'Se omitieron las filas de dominios que no existen aquí: <strong>{{names}}</strong>.',
    wouldSkip_one:
      'Se omitirían las filas de un dominio que no existe aquí: <strong>{{names}}</strong>.',
    wouldSkip_other:
      'Se omitirían las filas de dominios que no existen aquí: <strong>{{names}}</strong>.',
  },
  skipped: {
    label: 'Filas omitidas',
    skipped_one:
      'Se omitió {{number}} fila (ya existentes: {{existing}}; no válidas: {{invalid}}).',
    skipped_other:
      'Se omitieron {{number}} filas (ya existentes: {{existing}}; no válidas: {{invalid}}).',
    wouldSkip_one:
      'Se omitiría {{number}} fila (ya existentes: {{existing}}; no válidas: {{invalid}}).',
    wouldSkip_other:
      'Se omitirían {{number}} filas (ya existentes: {{existing}}; no válidas: {{invalid}}).',
    caption: 'Filas omitidas y motivos',
    columns: {
      row: 'Fila',
      domain: 'Dominio',
      slug: 'Slug',
      reason: 'Motivo',
    },
    moreInReport_one: '{{number}} más en el informe.',
    moreInReport_other: '{{number}} más en el informe.',
    moreNotShown_one: '{{number}} más sin mostrar.',
    moreNotShown_other: '{{number}} más sin mostrar.',
    report: 'Descargar el informe (CSV)',
  },
  export: {
    title: 'Exportar enlaces',
    description: 'El archivo incluye todos los enlaces que puedes gestionar.',
    format: 'Formato',
    json: 'Formato de Lynx; se puede volver a importar.',
    csv: 'Para hojas de cálculo; incluye los nombres de los autores.',
    download: 'Descargar',
    downloaded: 'Se descargó {{name}}',
    failed: 'La exportación falló.',
  },
};
