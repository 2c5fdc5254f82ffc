// GET /api/auth/totp starts the set-up with a new pending secret. Not a query: every call
// replaces the pending secret, so it runs exactly once per EnableTOTP popup.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { TotpSetup } from '../types';

export const startTotp = async (): Promise<TotpSetup> =>
  unwrap(await api.get<TotpSetup>('/api/auth/totp'));

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
