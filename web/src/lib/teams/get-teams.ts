// GET /api/teams (`listTeams`): every team for the owner and admins, a standard account's own
// teams otherwise, by name, each with the caller's role.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Team } from './types';

export const getTeams = async (signal?: AbortSignal): Promise<Team[]> =>
  unwrap(await api.get<{ teams: Team[] }>('/api/teams', undefined, signal)).teams;

export function useTeams(enabled = true) {
  return useQuery({
    queryKey: queryKeys.teams,
    queryFn: ({ signal }) => getTeams(signal),
    enabled,
  });
}
