// PATCH /api/user/email {user: {email, account}, verification} (`updateEmail`).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const updateUserEmail = (account: string, email: string, verification: Verification) =>
  api.patch('/api/user/email', { user: { email, account }, verification });
