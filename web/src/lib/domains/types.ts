// A short domain (`GET /api/domains`), shared because links, statistics and the domains page all
// show them.
export interface Domain {
  /** "default" for the default domain, a UUID for the others. */
  id: string;
  /** Punycode, optionally with ":port"; null only for the default domain when DOMAIN is unset. */
  host: string | null;
  /** The host in Unicode, for showing. */
  displayHost: string | null;
  isDefault: boolean;
  /** What "/" does on the domain; null: the server's HOME_REDIRECT. */
  rootRedirect: string | null;
  /** Where unknown slugs go; null: the built-in not-found page. */
  notFoundRedirect: string | null;
  /** Where expired links without their own expiredUrl go; null: the built-in page. */
  expiredRedirect: string | null;
  /** Whether standard accounts may create links on it (always true for the default). */
  standardMayCreate: boolean;
  /** How many links it holds; null for standard accounts, who are not told. */
  links: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Served at /.well-known/apple-app-site-association (iOS universal links); null: not served. */
  appleAppSiteAssociation: Record<string, unknown> | null;
  /** Served at /.well-known/assetlinks.json (Android app links); null: not served. */
  assetLinks: unknown[] | null;
}

/** The list filter's value for links on the default domain (`domain=_default`). */
export const DEFAULT_DOMAIN_FILTER = '_default';
