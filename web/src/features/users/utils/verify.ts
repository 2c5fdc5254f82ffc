// Runs a sensitive call behind the Verify popup: the popup collects the password (or the TOTP
// code when 2FA is on), calls `action`, shows the server's message on failure and stays open,
// and closes with the answer on success. Resolves undefined when the user cancels.
import { popups } from '@/components/popup/popup-store';
import type { ApiResult } from '@/lib/api-client';
import type { Verification } from '../types';

export interface VerifyData {
  description?: string;
  submit: (verification: Verification) => Promise<ApiResult>;
}

export function withVerification(
  action: (verification: Verification) => Promise<ApiResult>,
  description?: string,
): Promise<ApiResult | undefined> {
  return popups.open<ApiResult>('Verify', { description, submit: action } satisfies VerifyData);
}
