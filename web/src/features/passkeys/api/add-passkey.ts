// Adding a passkey: POST /api/auth/passkeys/register/options with the verification object, the
// browser creates the credential, then POST /api/auth/passkeys with its name.
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { api, type ApiResult } from '@/lib/api-client';
import { browserRefusal, type Ceremony } from '@/lib/passkeys';
import type { Verification } from '@/types/credential-popup';
import type { Passkey } from '../types';

export const startPasskeyRegistration = (verification: Verification) =>
  api.post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    '/api/auth/passkeys/register/options',
    { verification },
  );

/** Lets the browser create the credential for `started`, then stores it under `name`. */
export async function finishPasskeyRegistration(
  started: Ceremony<PublicKeyCredentialCreationOptionsJSON>,
  name: string,
): Promise<ApiResult<Passkey>> {
  let credential: unknown;
  try {
    credential = await startRegistration({ optionsJSON: started.publicKey });
  } catch (error) {
    return {
      success: false,
      message: browserRefusal(error),
      result: undefined,
      details: undefined,
      status: 0,
    };
  }
  return api.post<Passkey>('/api/auth/passkeys', {
    ceremony: started.ceremony,
    name,
    credential,
  });
}
