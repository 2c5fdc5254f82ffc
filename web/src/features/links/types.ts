// Links (`LinkView` in the OpenAPI document).
import type { TeamRef } from '@/lib/teams/types';

export interface Link {
  id: string;
  slug: string;
  destination: string;
  /** The author's account id, or null. */
  author: string | null;
  creationDate: string;
  modifiedDate: string;
  visits: number;
  /** Visits from people (visits = humanVisits + botVisits). */
  humanVisits: number;
  /** Visits from crawlers, link-preview fetchers and HEAD requests. */
  botVisits: number;
  /** Whether anyone may see the link's statistics at <origin>/<slug>+. */
  publicStats: boolean;
  /** The author's username, or "n/a". */
  account: string;
  /** Now: expired covers a past expiresAt and a used-up visit limit alike. */
  state: LinkState;
  validFrom: string | null;
  expiresAt: string | null;
  maxVisits: number | null;
  /** Human visits counted against maxVisits. */
  usedVisits: number;
  expiredUrl: string | null;
  /** The password itself is write-only. */
  hasPassword: boolean;
  /** Wrong passwords typed for the link since it was made. */
  failedPasswordAttempts: number;
  lastFailedPasswordAt: string | null;
  tags: string[];
  title: string | null;
  notes: string | null;
  /** null: the server's REDIRECT_STATUS. */
  redirectStatus: RedirectStatus | null;
  forwardQuery: boolean;
  crawlable: boolean;
  redirectRules: RedirectRule[];
  /** The link's short domain: a host, or null for the default domain. */
  domain: string | null;
  /** Campaign parameters (docs/campaigns.md), or null. */
  utm: LinkUtm | null;
  /** The card chat apps and social networks show for the short link, or null. */
  preview: LinkPreview | null;
  /** The A/B split, or null: while set, `destination` is not used. */
  split: LinkSplit | null;
  /** The team the link belongs to (docs/teams.md); null: its author's own link. */
  team: TeamRef | null;
}

/**
 * An A/B split: visitors that match no redirect rule go to one of 2 to 8 destinations, by weight.
 * A visitor keeps its variant for the UTC day (the daily visitor key), longer with `cookie`.
 */
export interface LinkSplit {
  variants: SplitVariant[];
  cookie: boolean;
}

export interface SplitVariant {
  /** An absolute http(s) URL, different from the other variants'. */
  destination: string;
  /** 1 to 1000; the variant's share is its weight over the sum of the weights. */
  weight: number;
}

/** A social preview card: what link-preview bots get as Open Graph and Twitter Card tags. */
export interface LinkPreview {
  title: string;
  description: string | null;
  /** An absolute http(s) URL. */
  image: string | null;
  siteName: string | null;
}

/** The card fields a page gives itself (POST /api/link/page-card), null where it gives none. */
export interface PageCard {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
}

/** A link's campaign parameters as views carry them: every key, unset ones null. */
export interface LinkUtm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  replace: boolean;
}

/** Campaign parameters as create, edit and templates take them. */
export type UtmInput = Partial<Record<Exclude<keyof LinkUtm, 'replace'>, string | null>> & {
  replace?: boolean;
};

export interface UtmTemplate {
  id: string;
  name: string;
  utm: LinkUtm;
  createdAt: string;
  updatedAt: string;
}

export type LinkState = 'active' | 'expired' | 'notYetValid';
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const CONDITION_TYPES = [
  'device',
  'language',
  'country',
  'query-param',
  'query-param-present',
  'before-date',
  'after-date',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const DEVICES = ['desktop', 'mobile', 'android', 'ios'] as const;

/** One condition of a redirect rule (Shlink's shape); key and value as the type needs them. */
export interface RuleCondition {
  type: ConditionType;
  key?: string | null;
  value?: string | null;
}

export interface RedirectRule {
  destination: string;
  conditions: RuleCondition[];
}

export type SortField =
  'slug' | 'destination' | 'creationDate' | 'modifiedDate' | 'visits' | 'humanVisits' | 'author';
export type SortType = 1 | -1;

export interface LinkListParams {
  page: number;
  pagesize: number;
  sortField: SortField;
  sortType: SortType;
  search?: string;
  userID?: string;
  /** Comma-separated. */
  tags?: string;
  tagsMode?: TagsMode;
  state?: StateFilter;
  /** A host, or "_default" for the default domain. */
  domain?: string;
  /** Links whose utm names exactly this campaign. */
  campaign?: string;
  /** Only the links of the team with this id. */
  team?: string;
}

export type TagsMode = 'any' | 'all';
export type StateFilter = 'active' | 'expired' | 'notYetValid' | 'passwordProtected';

export interface LinkList {
  remaining: number;
  total: number;
  links: Link[];
}

/** The link controls of a create or an edit body: in an edit, absent keeps and null removes. */
export interface ControlsInput {
  validFrom?: string | null;
  expiresAt?: string | null;
  maxVisits?: number | null;
  expiredUrl?: string | null;
  /** null removes the password. */
  password?: string | null;
  tags?: string[];
  title?: string | null;
  notes?: string | null;
  redirectStatus?: RedirectStatus | null;
  forwardQuery?: boolean;
  crawlable?: boolean;
  redirectRules?: RedirectRule[];
  /** In an edit the whole object replaces the stored one; null removes it. */
  utm?: UtmInput | null;
  /** Like utm: the whole card replaces the stored one; null removes it. */
  preview?: LinkPreview | null;
  /** Like utm: the whole split replaces the stored one; null removes it. */
  split?: LinkSplit | null;
}

export interface CreateLinkInput extends ControlsInput {
  destination: string;
  slug?: string;
  publicStats?: boolean;
  /** A host; absent: the default domain. */
  domain?: string;
  /** A team's id: the link is the team's (its editors and managers, admins and the owner). */
  team?: string;
}

export interface EditLinkInput extends ControlsInput {
  id: string;
  destination?: string;
  slug?: string;
  publicStats?: boolean;
  /** A host; null moves the link to the default domain. */
  domain?: string | null;
}

export interface TagCount {
  tag: string;
  links: number;
}

/** The list's filters without its page and order: what a bulk edit's `filter` selects by. */
export type LinkListFilter = Omit<LinkListParams, 'page' | 'pagesize' | 'sortField' | 'sortType'>;

/** The links a bulk edit changes: these ids (at most 20,000), or every link the filter matches. */
export type BulkSelection = { ids: string[] } | { filter: LinkListFilter };

/** A bulk edit's change (docs/bulk-edit.md): absent leaves a field, null removes its value. */
export interface BulkChange {
  addTags?: string[];
  removeTags?: string[];
  expiresAt?: string | null;
  maxVisits?: number | null;
  redirectStatus?: RedirectStatus | null;
  forwardQuery?: boolean;
  crawlable?: boolean;
  replace?: { find: string; with: string; pattern: boolean };
}

export type BulkEditInput = BulkSelection & BulkChange;

/** One field of a link, as its history shows it: any JSON value on each side. */
export interface BulkFieldDiff {
  field: string;
  before: unknown;
  after: unknown;
}

export interface BulkLinkDiff {
  id: string;
  slug: string;
  /** The link's short domain; null for the default one. */
  domain: string | null;
  fields: BulkFieldDiff[];
}

/** A link left as it was, with what a single edit of it would have been answered. */
export interface BulkRefusal {
  id: string;
  /** null for an id that names no link. */
  slug: string | null;
  status: number;
  message: string;
}

/** What a bulk edit changed, or would change (`dryRun`): every link counted, the first 100 listed. */
export interface BulkEditResult {
  dryRun: boolean;
  selected: number;
  changed: number;
  unchanged: number;
  refused: number;
  changes: BulkLinkDiff[];
  refusals: BulkRefusal[];
}

/** A streamed bulk edit's progress: links done of the selection's total. */
export interface BulkProgress {
  done: number;
  total: number;
}
