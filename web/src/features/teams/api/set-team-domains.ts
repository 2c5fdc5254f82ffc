// PATCH /api/teams/{id} with `domains` (`changeTeam`, docs/teams.md#domains): the owner and
// admins limit a team's links to some domains (their ids), or lift the limit (null). The lists of
// teams and of domains (a standard member's holds its teams' domains) are asked for again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Team } from '@/lib/teams/types';

export interface TeamDomainsInput {
  id: string;
  /** Domain ids, one at least; null: every domain, by the usual rules. */
  domains: string[] | null;
}

export const setTeamDomains = async ({ id, domains }: TeamDomainsInput): Promise<Team> =>
  unwrap(await api.patch<Team>(`/api/teams/${encodeURIComponent(id)}`, { domains }));

export function useSetTeamDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeamDomains,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.teams }),
        queryClient.invalidateQueries({ queryKey: queryKeys.domains }),
      ]),
  });
}
