// Runs a sensitive call behind the Verify popup (docs/api.md#verification-object): the popup collects the password
// (or the TOTP code when 2FA is on), calls `action`, shows the server's message on failure and
// stays open, and closes on success. Resolves the successful answer, or undefined when the user
// cancels. Shared, because account changes in several features need it.
import { popups } from '@/components/popup/popup-store';
import type { ApiResult } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';

export async function withVerification<T>(
  action: (verification: Verification) => Promise<ApiResult<T>>,
  description?: string,
): Promise<ApiResult<T> | undefined> {
  // The popup closes with the answer `submit` gave; keeping it here keeps its result type.
  let answer: ApiResult<T> | undefined;
  const closed = await popups.open('Verify', {
    description,
    submit: async (verification) => (answer = await action(verification)),
  });
  return closed === undefined ? undefined : answer;
}
