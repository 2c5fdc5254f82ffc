// Members for tests, shaped as the server answers them (src/http/api/teams/bodies.rs), changed by
// `extra`. The teams themselves are in src/lib/teams/teams.fixture.ts.
import type { Member } from './types';

/** testAccount()'s id: the caller in tests. */
export const ALICE_ID = '00000000-0000-4000-8000-000000000001';
export const BOB_ID = '00000000-0000-4000-8000-000000000002';

export function memberFixture(extra: Partial<Member> = {}): Member {
  return {
    id: ALICE_ID,
    username: 'alice',
    role: 'manager',
    addedAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

/** Managers first: the caller (alice) manages, bob views. */
export function membersFixture(): Member[] {
  return [
    memberFixture(),
    memberFixture({
      id: BOB_ID,
      username: 'bob',
      role: 'viewer',
      addedAt: '2026-11-21T10:00:00.000Z',
    }),
  ];
}
