// A team's members (`MemberView` in the OpenAPI document). The teams themselves are shared
// (src/lib/teams): the links list and forms use them too.
import { queryKeys } from '@/lib/query-keys';
import type { TeamRole } from '@/lib/teams/types';

/** The server's limit for a team's name, in characters. */
export const MAX_TEAM_NAME = 60;

export interface Member {
  /** The account's id. */
  id: string;
  username: string;
  role: TeamRole;
  addedAt: string;
}

export interface MemberList {
  /** Managers first. */
  members: Member[];
}

export const teamKeys = {
  /** The list is shared with the links feature, under the shared key. */
  list: queryKeys.teams,
  members: (id: string) => [...queryKeys.teams, 'members', id] as const,
};
