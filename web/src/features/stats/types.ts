// Visit statistics (docs/STATISTICS.md): the query parameters and the answer shared by the
// per-link, all-links and public endpoints.
export type Interval = 'hour' | 'day' | 'week' | 'month';
export type BotsFilter = 'exclude' | 'include' | 'only';

export interface StatsParams {
  /** ISO 8601 date-time with an offset, or YYYY-MM-DD (the start of that day in tz). */
  from?: string;
  to?: string;
  interval: Interval;
  bots?: BotsFilter;
  /** An IANA zone name. */
  tz: string;
  /** Only links on this domain: a host, or "_default"; absent: every domain. */
  domain?: string;
}

export interface StatsFigures {
  visits: number;
  humanVisits: number;
  botVisits: number;
  uniqueVisitors: number;
}

export interface SeriesPoint extends StatsFigures {
  /** The bucket's start. */
  start: string;
}

export interface BreakdownEntry {
  /** null is unknown (for referrers: no referrer); "(other)" sums the rest. */
  value: string | null;
  visits: number;
}

export interface StatsLink {
  id: string;
  slug: string;
  /** Null in the public statistics of a password-protected link (docs/STATISTICS.md). */
  destination: string | null;
  /** Present when the server tells whether the link's statistics are public. */
  publicStats?: boolean;
}

export interface TopLink {
  id: string;
  slug: string;
  /** The host (punycode) of the link's short domain; null for the default domain. */
  domain?: string | null;
  destination: string;
  visits: number;
}

/** The visits of one domain's links (`GET /api/stats`). */
export interface DomainVisits {
  /** A host, or null for the default domain. */
  domain: string | null;
  visits: number;
  humanVisits: number;
}

/** The visits of the links sharing one utm campaign, or one utm source (`GET /api/stats`). */
export interface CampaignVisits {
  /** The campaign (or source) exactly as the links carry it. */
  value: string;
  /** Every visit, bots included, whatever `bots` says. */
  visits: number;
  humanVisits: number;
}

/** One destination of a link's A/B split, with its visits in the range. */
export interface VariantVisits extends StatsFigures {
  destination: string;
  /** In the split now; false: a variant earlier that still has visits in the range. */
  current: boolean;
  /** 1 to 1000 for a current variant; null for an earlier one. */
  weight: number | null;
}

export interface Stats {
  link?: StatsLink;
  from: string;
  to: string;
  interval: Interval;
  tz: string;
  bots: BotsFilter;
  totals: StatsFigures;
  series: SeriesPoint[];
  referrers: BreakdownEntry[];
  countries: BreakdownEntry[];
  devices: BreakdownEntry[];
  browsers: BreakdownEntry[];
  os: BreakdownEntry[];
  topLinks?: TopLink[];
  /** Only in the statistics of every link: the visits per domain. */
  domains?: DomainVisits[];
  /** Only in the statistics of every link: the 10 campaigns with the most visits. */
  campaigns?: CampaignVisits[];
  /** Only in the statistics of every link: the 10 campaign sources with the most visits. */
  campaignSources?: CampaignVisits[];
  /**
   * Only in one link's statistics: its split's current variants in order, then earlier ones
   * with visits in the range; empty when the link never had a split.
   */
  variants?: VariantVisits[];
}

export type Dimension = 'referrers' | 'countries' | 'devices' | 'browsers' | 'os';

/**
 * Visits to a domain that reached no link: its root (`base`), a path that could be a slug but
 * names no link (`unknownSlug`), anything else (`otherPath`).
 */
export type OrphanKind = 'base' | 'unknownSlug' | 'otherPath';
export type OrphanFigures = Record<OrphanKind, number>;

export interface OrphanDay extends OrphanFigures {
  /** YYYY-MM-DD. */
  day: string;
}

export interface OrphanVisits {
  totals: OrphanFigures;
  daily: OrphanDay[];
  /** The unknown slugs visited most. */
  slugs: { slug: string; visits: number }[];
}

export interface OrphanParams {
  from: string;
  to: string;
}
