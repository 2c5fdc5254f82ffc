// DELETE /api/teams/{id} (`deleteTeam`): only a team without links goes (409 otherwise).
import { api, unwrap } from '@/lib/api-client';
import type { Team } from '@/lib/teams/types';

export const deleteTeam = async (id: string): Promise<Team> =>
  unwrap(await api.delete<Team>(`/api/teams/${encodeURIComponent(id)}`));
