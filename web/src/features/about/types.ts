// GET /api/about (`about`).
export interface Umami {
  site: string;
  url: string;
}

export interface About {
  domain: string;
  demo: boolean;
  registration: boolean;
  /** Only when authenticated. */
  version?: string;
  /** Only for owner and admin. */
  accounts?: number;
  /** Only when authenticated: own links (standard) or all links (admin, owner). */
  links?: number;
  umami?: Umami;
  /** When single sign-on is configured: the button's name, and whether only the owner may use
   * a password (OIDC_ONLY). */
  sso?: { name: string; only: boolean };
  /** Owner only: the server sits behind a proxy that TRUST_PROXY does not trust. */
  proxyWarning?: string;
}
