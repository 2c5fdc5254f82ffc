// PATCH /api/auth/password {password, newPassword, token?}. Other sessions end.
import { api } from '@/lib/api-client';
import type { CredentialUpdateResult } from '../types';

export const updatePassword = (password: string, newPassword: string, token?: string) =>
  api.patch<CredentialUpdateResult>('/api/auth/password', {
    password,
    newPassword,
    ...(token ? { token } : {}),
  });
