// Self-service credential changes (api.md §4.6) and the ShareX config (§8.2).
import type { Account } from '@/lib/account/types';

export interface CredentialUpdateResult {
  message: string;
  account: Account;
}

export type CredentialKind = 'username' | 'email' | 'password';

export type ShareXConfig = Record<string, unknown>;
