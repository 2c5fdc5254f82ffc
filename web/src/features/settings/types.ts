// Self-service credential changes (`changeOwnEmail`, …) and the ShareX config (`sharexConfig`).
import type { Account } from '@/lib/account/types';

export interface CredentialUpdateResult {
  message: string;
  account: Account;
}

export type CredentialKind = 'username' | 'email' | 'password';

export type ShareXConfig = Record<string, unknown>;
