// Audit entries for tests, shaped as the server answers them (src/http/api/audit/bodies.rs),
// changed by `extra`.
import type { AuditActor, AuditEntry } from './types';

export const ALICE_ID = '00000000-0000-4000-8000-000000000001';
export const BOB_ID = '00000000-0000-4000-8000-000000000002';

export function actorFixture(extra: Partial<AuditActor> = {}): AuditActor {
  return {
    id: ALICE_ID,
    username: 'alice',
    role: 'owner',
    via: 'dashboard',
    viaName: null,
    network: '127.0.0.0/24',
    ...extra,
  };
}

export function auditEntryFixture(extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    time: '2026-11-29T10:00:00.000Z',
    action: 'login.succeeded',
    actor: actorFixture(),
    target: null,
    details: { method: 'password' },
    ...extra,
  };
}

/** Newest first: a token made through another token, a role change, a failed login, a backup. */
export function auditEntriesFixture(): AuditEntry[] {
  return [
    auditEntryFixture({
      id: 4,
      time: '2026-11-29T12:30:00.000Z',
      action: 'token.created',
      actor: actorFixture({ role: 'admin', via: 'token', viaName: 'deploy' }),
      target: { kind: 'token', id: 'tok-1', name: 'ci' },
      details: { scopes: ['links:read', 'links:write'], expiresAt: null },
    }),
    auditEntryFixture({
      id: 3,
      time: '2026-11-29T11:00:00.000Z',
      action: 'account.role_changed',
      target: { kind: 'account', id: BOB_ID, name: 'bob' },
      details: { from: 'standard', to: 'admin' },
    }),
    auditEntryFixture({
      id: 2,
      time: '2026-11-29T10:30:00.000Z',
      action: 'login.failed',
      actor: actorFixture({ id: null, username: null, role: null, network: '203.0.113.0/24' }),
      details: { reason: 'password', knownAccount: false },
    }),
    auditEntryFixture({
      id: 1,
      time: '2026-11-29T03:00:00.000Z',
      action: 'backup.created',
      actor: actorFixture({ id: null, username: null, role: null, via: 'cli', network: null }),
      details: { file: 'linkhop-2026-11-29.db', links: 1200 },
    }),
  ];
}
