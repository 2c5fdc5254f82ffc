// Import and export of links (docs/data.md).
export type ImportService =
  'lynx' | 'shlink' | 'yourls' | 'kutt' | 'bitly' | 'sink' | 'chhoto' | 'polr' | 'dub';
export type ExportFormat = 'json' | 'csv';

/** A row an import skipped (or, in a dry run, would skip). */
export interface SkippedRow {
  row: number;
  line: number | null;
  slug: string | null;
  /** The host (punycode) of the short domain the row is on or names; null: the default one. */
  domain?: string | null;
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
  /** Hosts of the domains the import added (a dry run: would add), when there are some. */
  domainsCreated?: string[];
  /** Hosts the file names that are no domain here: their rows are skipped. */
  unknownDomains?: string[];
}

/** Where an import puts its links: the domain for rows that name none, whether to add the
 *  domains the file names that do not exist yet (owner and admins), and the team they go in. */
export interface ImportOptions {
  /** A host; empty for the default domain. */
  domain: string;
  createDomains: boolean;
  /** A team's id (docs/teams.md#the-team-scope); empty: the importer's own links. */
  team?: string;
}

/** Services whose files name each link's short domain (Linkhop's own export among Lynx's). */
export const SERVICES_WITH_DOMAINS: readonly ImportService[] = ['lynx', 'shlink', 'kutt', 'dub'];

/** The services an import reads; each one's description is `importExport.services.<value>`. */
export const IMPORT_SERVICES: {
  value: ImportService;
  label: string;
  accept: string;
}[] = [
  {
    value: 'lynx',
    label: 'Lynx',
    accept: '.json,.csv',
  },
  {
    value: 'shlink',
    label: 'Shlink',
    accept: '.csv',
  },
  {
    value: 'yourls',
    label: 'YOURLS',
    accept: '.csv',
  },
  {
    value: 'kutt',
    label: 'Kutt',
    accept: '.json',
  },
  {
    value: 'bitly',
    label: 'Bitly',
    accept: '.csv',
  },
  {
    value: 'sink',
    label: 'Sink',
    accept: '.json',
  },
  {
    value: 'chhoto',
    label: 'Chhoto URL',
    accept: '.json',
  },
  {
    value: 'polr',
    label: 'Polr',
    accept: '.csv',
  },
  {
    value: 'dub',
    label: 'Dub',
    accept: '.json',
  },
];
