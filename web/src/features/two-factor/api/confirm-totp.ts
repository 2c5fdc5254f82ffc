// POST /api/auth/totp {token}: turns 2FA on and returns the backup codes once.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { useAccountStore } from '@/lib/account/account-store';
import { reloadSecretAfterSetUp } from '@/lib/account/get-me';
import type { TotpEnabled } from '../types';

export const confirmTotp = async (token: string): Promise<TotpEnabled> =>
  unwrap(await api.post<TotpEnabled>('/api/auth/totp', { token }));

export function useConfirmTotp() {
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: async () => {
      useAccountStore.getState().updateAccount({ totp: true, twoFactorAuthentication: true });
      await reloadSecretAfterSetUp();
    },
  });
}
