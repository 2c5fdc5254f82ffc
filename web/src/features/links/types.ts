// Links (api.md §5).
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
}

export interface LinkList {
  remaining: number;
  total: number;
  links: Link[];
}

export interface CreateLinkInput {
  destination: string;
  slug?: string;
  publicStats?: boolean;
}

export interface EditLinkInput {
  id: string;
  destination?: string;
  slug?: string;
  publicStats?: boolean;
}
