// POST /api/user {user, verification} (`createUser`). Returns the answer as is so the form can
// map details.invalid / details.exists onto its fields.
import { api } from '@/lib/api-client';
import type { CreateUserInput } from '../types';

export const createUser = (input: CreateUserInput) => api.post('/api/user', input);
