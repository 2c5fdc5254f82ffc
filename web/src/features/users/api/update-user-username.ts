// PATCH /api/user/username {user: {username, account}, verification} (`updateUsername`).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const updateUserUsername = (account: string, username: string, verification: Verification) =>
  api.patch('/api/user/username', { user: { username, account }, verification });
