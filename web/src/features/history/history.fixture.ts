// History entries for tests, shaped as the server answers them (src/http/api/links/history.rs).
import type { DeletedLink, HistoryEntry, HistoryFields } from './types';

export const LINK_ID = '00000000-0000-4000-8000-000000000010';

/** Every field of a plain link, as an entry shows them. */
export function fieldsFixture(extra: HistoryFields = {}): HistoryFields {
  return {
    slug: 'abc',
    domainId: 'default',
    destination: 'https://example.com/old',
    publicStats: false,
    validFrom: null,
    expiresAt: null,
    maxVisits: null,
    expiredUrl: null,
    title: null,
    notes: null,
    redirectStatus: null,
    forwardQuery: false,
    crawlable: false,
    redirectRules: null,
    utm: null,
    preview: null,
    split: null,
    tags: [],
    hasPassword: false,
    ...extra,
  };
}

const ALICE = { id: '00000000-0000-4000-8000-000000000001', username: 'alice' };

export function entryFixture(extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    version: 1,
    at: '2026-11-20T09:30:00.000Z',
    action: 'created',
    account: ALICE,
    via: 'dashboard',
    viaName: null,
    changed: Object.keys(fieldsFixture()),
    before: null,
    after: fieldsFixture(),
    ...extra,
  };
}

/** Created in the dashboard, its destination edited with a token, then its controls by the CLI. */
export function historyFixture(): HistoryEntry[] {
  const v1 = fieldsFixture();
  const v2 = fieldsFixture({ destination: 'https://example.com/new' });
  const v3 = fieldsFixture({
    destination: 'https://example.com/new',
    hasPassword: true,
    expiresAt: Date.UTC(2030, 0, 31, 12, 0),
    utm: { source: 'news', campaign: 'spring' },
    redirectRules: [
      {
        destination: 'https://m.example.com/',
        conditions: [
          { type: 'device', key: null, value: 'mobile' },
          { type: 'query-param', key: 'ref', value: 'mail' },
        ],
      },
    ],
    split: {
      variants: [
        { destination: 'https://a.example.com/', weight: 1 },
        { destination: 'https://b.example.com/', weight: 3 },
      ],
      cookie: true,
    },
    tags: ['news', 'spring'],
  });
  return [
    entryFixture({ after: v1 }),
    entryFixture({
      version: 2,
      at: '2026-11-21T10:00:00.000Z',
      action: 'edited',
      via: 'token',
      viaName: 'deploy',
      changed: ['destination'],
      before: v1,
      after: v2,
    }),
    entryFixture({
      version: 3,
      at: '2026-11-22T11:00:00.000Z',
      action: 'edited',
      account: null,
      via: 'cli',
      changed: ['expiresAt', 'hasPassword', 'redirectRules', 'utm', 'split', 'tags'],
      before: v2,
      after: v3,
    }),
  ];
}

export function deletedFixture(extra: Partial<DeletedLink> = {}): DeletedLink {
  const deletedAt = '2026-11-25T08:15:00.000Z';
  return {
    id: LINK_ID,
    slug: 'gone',
    domain: null,
    destination: 'https://example.com/gone',
    deletedAt,
    deletion: entryFixture({
      version: 4,
      at: deletedAt,
      action: 'deleted',
      before: fieldsFixture({ slug: 'gone', destination: 'https://example.com/gone' }),
      after: null,
    }),
    ...extra,
  };
}
