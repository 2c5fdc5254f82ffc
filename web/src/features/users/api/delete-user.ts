// DELETE /api/user {user: {id}, verification} (api.md §10.3).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const deleteUser = (id: string, verification: Verification) =>
  api.delete('/api/user', { user: { id }, verification });
