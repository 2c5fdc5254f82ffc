// A team's members: GET /api/teams/{id}/members (`listTeamMembers`), PUT …/members/{account}
// (`setTeamMember`: adds an account, by id or username, or changes its role) and DELETE
// …/members/{account} (`removeTeamMember`: a manager removes, a member leaves). Each change
// answers with the members now; the counts and roles of the teams list change with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, unwrap } from '@/lib/api-client';
import type { TeamRole } from '@/lib/teams/types';
import { teamKeys, type Member, type MemberList } from '../types';

const membersPath = (team: string) => `/api/teams/${encodeURIComponent(team)}/members`;
const memberPath = (team: string, account: string) =>
  `${membersPath(team)}/${encodeURIComponent(account)}`;

export const getMembers = async (team: string, signal?: AbortSignal): Promise<Member[]> =>
  unwrap(await api.get<MemberList>(membersPath(team), undefined, signal)).members;

export function useMembers(team: string) {
  return useQuery({
    queryKey: teamKeys.members(team),
    queryFn: ({ signal }) => getMembers(team, signal),
  });
}

export interface SetMemberInput {
  team: string;
  /** An account's id or its username. */
  account: string;
  role: TeamRole;
}

export const setMember = async ({ team, account, role }: SetMemberInput): Promise<Member[]> =>
  // `api.put` sends files; a JSON body goes through the request itself.
  unwrap(await apiRequest<MemberList>(memberPath(team, account), { method: 'PUT', body: { role } }))
    .members;

export const removeMember = async ({
  team,
  account,
}: {
  team: string;
  account: string;
}): Promise<Member[]> => unwrap(await api.delete<MemberList>(memberPath(team, account))).members;

/** The members answer is the new list: shown at once, and the teams list is asked again. */
function useMemberChange<T extends { team: string }>(change: (input: T) => Promise<Member[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (members, { team }) => {
      queryClient.setQueryData(teamKeys.members(team), members);
      return queryClient.invalidateQueries({ queryKey: teamKeys.list, exact: true });
    },
  });
}

export const useSetMember = () => useMemberChange(setMember);
export const useRemoveMember = () => useMemberChange(removeMember);
