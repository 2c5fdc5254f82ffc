// PATCH /api/auth/passkeys/{id} {name}.
import { api } from '@/lib/api-client';
import type { Passkey } from '../types';

export const renamePasskey = (id: string, name: string) =>
  api.patch<Passkey>(`/api/auth/passkeys/${encodeURIComponent(id)}`, { name });
