// GET /api/auth/sessions, DELETE /api/auth/sessions/{id}, POST /api/auth/sessions/end-others.
import { api, unwrap } from '@/lib/api-client';
import type { Session } from '../types';

export const getSessions = async () => unwrap(await api.get<Session[]>('/api/auth/sessions'));

export const endSession = (id: string) =>
  api.delete(`/api/auth/sessions/${encodeURIComponent(id)}`);

export const endOtherSessions = () =>
  api.post<{ sessionsEnded: number }>('/api/auth/sessions/end-others', {});
