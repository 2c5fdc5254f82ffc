// PATCH /api/user/username {user: {username, account}, verification} (api.md §10.4).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const updateUserUsername = (account: string, username: string, verification: Verification) =>
  api.patch('/api/user/username', { user: { username, account }, verification });
