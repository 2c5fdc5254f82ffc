// Import and export of links (api.md §6, §7).
export type ImportService = 'lynx' | 'shlink' | 'yourls';
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
];
