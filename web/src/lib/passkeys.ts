// The browser half of passkey logins (docs/accounts.md, "Passkeys"), shared by the login form:
// ask the server for a ceremony, let the browser's passkey picker answer it through
// @simplewebauthn/browser, and send the answer back. Passwordless with an empty body; as the
// second factor with the username and password.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { i18n } from '@/i18n';
import { api, type ApiResult } from '@/lib/api-client';
import type { Account } from '@/lib/account/types';

export interface Ceremony<Options> {
  ceremony: string;
  publicKey: Options;
}

export interface PasskeyLoginInput {
  username?: string;
  password?: string;
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** What the browser said when the user cancelled or no passkey matched, in plain words. */
export function browserRefusal(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return i18n.t('components.passkeys.cancelled');
  }
  return error instanceof Error && error.message
    ? error.message
    : i18n.t('components.passkeys.failed');
}

function failure<T>(message: string): ApiResult<T> {
  return { success: false, message, result: undefined, details: undefined, status: 0 };
}

/** Runs a whole passkey login; a success has set the session cookie. */
export async function logInWithPasskey(input: PasskeyLoginInput = {}): Promise<ApiResult<Account>> {
  const start = await api.post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
    '/api/auth/passkeys/login/options',
    input,
  );
  if (!start.success || !start.result)
    return failure(start.message || i18n.t('components.passkeys.loginFailed'));
  let credential: unknown;
  try {
    credential = await startAuthentication({ optionsJSON: start.result.publicKey });
  } catch (error) {
    return failure(browserRefusal(error));
  }
  return api.post<Account>('/api/auth/passkeys/login', {
    ceremony: start.result.ceremony,
    credential,
  });
}
