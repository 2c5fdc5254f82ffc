// POST /api/user/role {user: {role, userID}, verification} (owner only, `changeRole`).
// Setting "owner" transfers ownership; the caller becomes an admin.
import { api } from '@/lib/api-client';
import type { Role, Verification } from '../types';

export const updateUserRole = (userID: string, role: Role, verification: Verification) =>
  api.post('/api/user/role', { user: { role, userID }, verification });
