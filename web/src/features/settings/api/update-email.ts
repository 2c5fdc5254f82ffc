// PATCH /api/auth/email {newEmail, password, token?}.
import { api } from '@/lib/api-client';
import type { CredentialUpdateResult } from '../types';

export const updateEmail = (newEmail: string, password: string, token?: string) =>
  api.patch<CredentialUpdateResult>('/api/auth/email', {
    newEmail,
    password,
    ...(token ? { token } : {}),
  });
