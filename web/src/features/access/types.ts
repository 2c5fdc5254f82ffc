// Identity and access (docs/accounts.md): API tokens, sessions and the two-factor policy. Times
// are milliseconds since the epoch.
import { i18n } from '@/i18n';
import { formattersFor } from '@/lib/format';

export type Scope = 'links:read' | 'links:write' | 'stats:read' | 'users:admin' | 'webhooks:write';

/** `label`: the key of the scope's description under `access.tokens.scopeNames`. */
export const SCOPES = [
  { scope: 'links:read', label: 'linksRead', managersOnly: false },
  { scope: 'links:write', label: 'linksWrite', managersOnly: false },
  { scope: 'stats:read', label: 'statsRead', managersOnly: false },
  { scope: 'users:admin', label: 'usersAdmin', managersOnly: true },
  { scope: 'webhooks:write', label: 'webhooksWrite', managersOnly: false },
] as const satisfies readonly { scope: Scope; label: string; managersOnly: boolean }[];

export interface ApiToken {
  id: string;
  name: string;
  scopes: Scope[];
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  expired: boolean;
  /** The id of the team the token acts for (docs/teams.md#team-tokens); null: the account's own. */
  team: string | null;
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

/** A time of the API as the dashboard shows it, in the interface's language. */
export const formatTime = (ms: number | null): string =>
  ms === null ? i18n.t('access.never') : formattersFor().dateTime.format(new Date(ms));
