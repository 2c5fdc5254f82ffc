// POST /api/teams (`createTeam`): the caller becomes the new team's first manager.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import type { Team } from '@/lib/teams/types';
import { teamKeys } from '../types';

export const createTeam = async (name: string): Promise<Team> =>
  unwrap(await api.post<Team>('/api/teams', { name }));

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  });
}
