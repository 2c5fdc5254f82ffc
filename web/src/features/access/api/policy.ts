// GET and PATCH /api/auth/policy: the owner's two-factor policy.
import { api, unwrap } from '@/lib/api-client';
import type { Verification } from '@/types/credential-popup';
import type { TwoFactorPolicy } from '../types';

export const getPolicy = async () =>
  unwrap(await api.get<{ twoFactor: TwoFactorPolicy }>('/api/auth/policy'));

export const setPolicy = (twoFactor: TwoFactorPolicy, verification: Verification) =>
  api.patch<{ twoFactor: TwoFactorPolicy }>('/api/auth/policy', { twoFactor, verification });
