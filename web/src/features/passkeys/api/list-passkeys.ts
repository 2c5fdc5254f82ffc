// GET /api/auth/passkeys: the current account's passkeys, oldest first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Passkey } from '../types';

export const passkeysKey = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async () => unwrap(await api.get<Passkey[]>('/api/auth/passkeys')),
  });
}
