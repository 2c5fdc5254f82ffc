// GET /api/auth/me: loads the current account into the store. Failure means "no account".
import { api } from '@/lib/api-client';
import { useAccountStore } from './account-store';
import type { Account } from './types';

export const getMe = () => api.get<Account>('/api/auth/me');

let inFlight: Promise<Account | null> | null = null;

/** Fetches the account and stores it (or null). Concurrent callers share one request. */
export function loadAccount(): Promise<Account | null> {
  inFlight ??= getMe()
    .then((answer) => {
      const account = answer.success && answer.result ? answer.result : null;
      useAccountStore.getState().setAccount(account);
      return account;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
