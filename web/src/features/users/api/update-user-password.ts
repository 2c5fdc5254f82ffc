// PATCH /api/user/password {user: {password, account}, verification} (`updatePassword`).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const updateUserPassword = (account: string, password: string, verification: Verification) =>
  api.patch('/api/user/password', { user: { password, account }, verification });
