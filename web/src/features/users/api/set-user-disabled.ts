// POST /api/user/disable or /api/user/enable {user: {id}, verification} (docs/accounts.md): a
// disabled account cannot log in and its sessions, tokens and API secret stop working at once.
import { api } from '@/lib/api-client';
import type { UserAccount, Verification } from '../types';

export const setUserDisabled = (id: string, disabled: boolean, verification: Verification) =>
  api.post<UserAccount>(disabled ? '/api/user/disable' : '/api/user/enable', {
    user: { id },
    verification,
  });
