// POST /api/auth/totp/recover: a backup code disables 2FA and logs in.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { RecoverInput } from '../types';

export const recoverTotp = async (input: RecoverInput): Promise<string> => {
  const answer = await api.post('/api/auth/totp/recover', input);
  unwrap(answer);
  return answer.message;
};

export function useRecoverTotp() {
  return useMutation({ mutationFn: recoverTotp });
}
