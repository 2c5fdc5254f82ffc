// Identity and access (docs/accounts.md): API tokens, sessions and the two-factor policy. Times
// are milliseconds since the epoch.
export type Scope = 'links:read' | 'links:write' | 'stats:read' | 'users:admin';

export const SCOPES: { scope: Scope; label: string; managersOnly: boolean }[] = [
  { scope: 'links:read', label: 'Read links (list, export)', managersOnly: false },
  { scope: 'links:write', label: 'Create, edit and delete links', managersOnly: false },
  { scope: 'stats:read', label: 'Read statistics', managersOnly: false },
  { scope: 'users:admin', label: 'Administer users', managersOnly: true },
];

export interface ApiToken {
  id: string;
  name: string;
  scopes: Scope[];
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  expired: boolean;
}

export interface CreatedToken extends ApiToken {
  /** The token itself: shown this once. */
  token: string;
}

export interface Session {
  id: string;
  device: string | null;
  browser: string | null;
  os: string | null;
  address: string | null;
  createdAt: number;
  expiresAt: number;
  lastUsedAt: number | null;
  current: boolean;
}

export type TwoFactorPolicy = 'optional' | 'admins' | 'everyone';

export const accessKeys = {
  tokens: ['access', 'tokens'] as const,
  sessions: ['access', 'sessions'] as const,
  policy: ['access', 'policy'] as const,
};

/** A time of the API as the dashboard shows it. */
export const formatTime = (ms: number | null): string =>
  ms === null ? 'Never' : new Date(ms).toLocaleString();
