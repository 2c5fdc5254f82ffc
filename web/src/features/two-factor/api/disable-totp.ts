// DELETE /api/auth/totp {token}.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { useAccountStore } from '@/lib/account/account-store';

export const disableTotp = async (token: string): Promise<void> => {
  unwrap(await api.delete('/api/auth/totp', { token }));
};

export function useDisableTotp() {
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () =>
      useAccountStore.getState().updateAccount({ totp: false, twoFactorAuthentication: false }),
  });
}
