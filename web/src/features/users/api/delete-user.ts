// DELETE /api/user {user: {id}, verification} (`deleteUser`).
import { api } from '@/lib/api-client';
import type { Verification } from '../types';

export const deleteUser = (id: string, verification: Verification) =>
  api.delete('/api/user', { user: { id }, verification });
