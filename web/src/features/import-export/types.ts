// Import and export of links (api.md §6, §7).
export type ImportService = 'lynx' | 'shlink' | 'yourls';
export type ExportFormat = 'json' | 'csv';

/** A row an import skipped (or, in a dry run, would skip). */
export interface SkippedRow {
  row: number;
  line: number | null;
  slug: string | null;
  reason: string;
  message: string;
}

export interface ImportResult {
  imported: number;
  skipped_existing: number;
  skipped_invalid: number;
  /** Present (true) for a dry run: nothing was written. */
  dryRun?: boolean;
  /** The first 1,000 skipped rows, in file order. */
  skippedRows?: SkippedRow[];
  /** Skipped rows per reason code. */
  skippedReasons?: Record<string, number>;
  /** Where every skipped row downloads as CSV (real imports that skipped rows). */
  reportUrl?: string;
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
