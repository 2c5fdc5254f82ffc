// GET, POST /api/auth/tokens and DELETE /api/auth/tokens/{id}: the account's API tokens.
import { api, unwrap } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';
import type { ApiToken, CreatedToken, Scope } from '../types';

export const getTokens = async () => unwrap(await api.get<ApiToken[]>('/api/auth/tokens'));

export interface NewToken {
  name: string;
  scopes: Scope[];
  /** null: never expires. */
  expiresInDays: number | null;
  /** A team's id: the token reaches that team's links only. Absent: the account's own reach. */
  team?: string;
}

export const createToken = (token: NewToken, verification: Verification) =>
  api.post<CreatedToken>('/api/auth/tokens', { ...token, verification });

export const revokeToken = (id: string) => api.delete(`/api/auth/tokens/${encodeURIComponent(id)}`);
