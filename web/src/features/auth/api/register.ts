// POST /api/auth/register; the answer is returned as is (docs/dashboard.md#calls).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterInput } from '../types';

export const register = (input: RegisterInput) => api.post('/api/auth/register', input);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
