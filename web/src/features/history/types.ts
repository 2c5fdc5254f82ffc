// A link's history (docs/history.md; `HistoryEntryView` and `DeletedLinkView` in the OpenAPI
// document).
import { queryKeys } from '@/lib/query-keys';

export const HISTORY_ACTIONS = ['created', 'edited', 'deleted', 'restored', 'reverted'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_CHANNELS = ['dashboard', 'token', 'secret', 'cli', 'import', 'bulk'] as const;
/** Through what a change was made. */
export type HistoryChannel = (typeof HISTORY_CHANNELS)[number];

/**
 * The link's fields as an entry shows them: `slug`, `domainId`, `destination`, `publicStats`,
 * `validFrom` and `expiresAt` (milliseconds since the epoch, unlike a link's ISO dates),
 * `maxVisits`, `expiredUrl`, `hasPassword`, `title`, `notes`, `redirectStatus`, `forwardQuery`,
 * `crawlable`, `redirectRules`, `utm`, `preview`, `split` (each as JSON, or null) and `tags`.
 */
export type HistoryFields = Record<string, unknown>;

export interface HistoryEntry {
  /** 1 for the link's first recorded change, then one more per change. */
  version: number;
  /** ISO 8601, UTC. */
  at: string;
  action: HistoryAction;
  /** The account as it was named then; null for the server's command line. */
  account: { id: string | null; username: string | null } | null;
  via: HistoryChannel;
  /** The API token's name, for `via: token`. */
  viaName: string | null;
  /** The names of the fields the change set, as in `before` and `after`. */
  changed: string[];
  /** null for a creation or a restore. */
  before: HistoryFields | null;
  /** null for a deletion. */
  after: HistoryFields | null;
}

/** A page of a link's history, oldest first. */
export interface LinkHistoryPage {
  entries: HistoryEntry[];
  /** The `before` of the page of older changes; null when this page holds the first. */
  older: number | null;
}

/** A deleted link that can still be restored. */
export interface DeletedLink {
  id: string;
  slug: string;
  /** The short domain's host; null on the default domain (or on a domain removed since). */
  domain: string | null;
  destination: string;
  deletedAt: string;
  /** Who deleted it and through what. */
  deletion: HistoryEntry;
}

/** What a revert and a restore answer: the link (`LinkView`), of which this view reads little. */
export interface HistoryLink {
  id: string;
  slug: string;
  destination: string;
}

// Under the links key: every change to links (an edit, a delete) refreshes them.
export const historyKeys = {
  link: (id: string) => [...queryKeys.links, 'history', id] as const,
  deleted: [...queryKeys.links, 'deleted'] as const,
};
