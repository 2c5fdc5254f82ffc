// PATCH /api/auth/username {newUsername, password, token?}.
import { api } from '@/lib/api-client';
import type { CredentialUpdateResult } from '../types';

export const updateUsername = (newUsername: string, password: string, token?: string) =>
  api.patch<CredentialUpdateResult>('/api/auth/username', {
    newUsername,
    password,
    ...(token ? { token } : {}),
  });
