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

/**
 * Fetches the API secret into the store once the account is no longer held back: while the
 * two-factor policy holds it, the server leaves the secret out of the account (docs/accounts.md).
 * A failure changes nothing.
 */
export async function reloadSecretAfterSetUp(): Promise<void> {
  const account = useAccountStore.getState().account;
  if (!account?.hasSecret || account.secret) return;
  const answer = await getMe().catch(() => null);
  const secret = answer?.success ? answer.result?.secret : undefined;
  if (secret) useAccountStore.getState().updateAccount({ secret });
}
