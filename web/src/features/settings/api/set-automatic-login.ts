// POST (allow) or DELETE (stop) /api/auth/automatic-login {verification} (`allowAutomaticLogin`, `forbidAutomaticLogin`).
import { api } from '@/lib/api-client';
import type { Account } from '@/lib/account/types';
import type { Verification } from '@/types/credential-popup';

export const setAutomaticLogin = (allow: boolean, verification: Verification) =>
  api[allow ? 'post' : 'delete']<{ account: Account }>('/api/auth/automatic-login', {
    verification,
  });
