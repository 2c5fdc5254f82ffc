// DELETE /api/auth/passkeys/{id} with the verification object: removes a way in.
import { api } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';

export const deletePasskey = (id: string, verification: Verification) =>
  api.delete(`/api/auth/passkeys/${encodeURIComponent(id)}`, { verification });
