// Teams for tests, shaped as the server answers them (src/http/api/teams/bodies.rs), changed
// by `extra`.
import type { Team } from './types';

export const MARKETING_ID = '00000000-0000-4000-8000-0000000000t1';
export const SUPPORT_ID = '00000000-0000-4000-8000-0000000000t2';

export function teamFixture(extra: Partial<Team> = {}): Team {
  return {
    id: MARKETING_ID,
    name: 'Marketing',
    createdAt: '2026-11-20T10:00:00.000Z',
    members: 3,
    links: 2,
    role: 'manager',
    domains: null,
    ...extra,
  };
}

/** Two teams, by name: one the caller manages, one where it only sees the links. */
export function teamsFixture(): Team[] {
  return [
    teamFixture(),
    teamFixture({ id: SUPPORT_ID, name: 'Support', members: 2, links: 0, role: 'viewer' }),
  ];
}
