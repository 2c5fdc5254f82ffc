// POST /api/auth/sessions/revoke {verification, rotateSecret}: ends every session of the account,
// this one included, and with rotateSecret replaces the API secret too (issue 18, item 12).
import { api } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';

export interface SignedOutEverywhere {
  sessionsEnded: number;
  /** The new API secret, only when it was replaced. */
  secret?: string;
}

export const signOutEverywhere = (rotateSecret: boolean, verification: Verification) =>
  api.post<SignedOutEverywhere>('/api/auth/sessions/revoke', { verification, rotateSecret });
