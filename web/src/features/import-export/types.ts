// Import and export of links (api.md §6, §7).
export type ImportService =
  'lynx' | 'shlink' | 'yourls' | 'kutt' | 'bitly' | 'sink' | 'chhoto' | 'polr';
export type ExportFormat = 'json' | 'csv';

export interface ImportResult {
  imported: number;
  skipped_existing: number;
  skipped_invalid: number;
}

export const IMPORT_SERVICES: {
  value: ImportService;
  label: string;
  accept: string;
  description: string;
}[] = [
  {
    value: 'lynx',
    label: 'Lynx',
    accept: '.json,.csv',
    description: 'A Lynx or Linkhop export or backup (JSON or CSV).',
  },
  {
    value: 'shlink',
    label: 'Shlink',
    accept: '.csv',
    description: 'A Shlink CSV export (shortUrl, longUrl, createdAt, visits).',
  },
  {
    value: 'yourls',
    label: 'YOURLS',
    accept: '.csv',
    description: 'A YOURLS CSV export (source, target, hits or keyword, url, clicks).',
  },
  {
    value: 'kutt',
    label: 'Kutt',
    accept: '.json',
    description: 'The JSON of Kutt’s API link list (GET /api/v2/links), a page or its data array.',
  },
  {
    value: 'bitly',
    label: 'Bitly',
    accept: '.csv',
    description: 'A Bitly CSV export (Link, Custom Link, Destination URL, Title, Tags…).',
  },
  {
    value: 'sink',
    label: 'Sink',
    accept: '.json',
    description: 'A Sink export from its Migrate page (JSON with a links array).',
  },
  {
    value: 'chhoto',
    label: 'Chhoto URL',
    accept: '.json',
    description: 'The JSON list of Chhoto URL’s GET /api/all.',
  },
  {
    value: 'polr',
    label: 'Polr',
    accept: '.csv',
    description: 'Polr’s links table as CSV (short_url, long_url, clicks, secret_key…).',
  },
];
