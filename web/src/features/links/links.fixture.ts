// Links for tests: a plain link (no controls), changed by `extra`.
import type { Link } from './types';

export function linkFixture(extra: Partial<Link> = {}): Link {
  return {
    id: '00000000-0000-4000-8000-000000000010',
    slug: 'abc',
    destination: 'https://example.com/',
    author: null,
    creationDate: '2024-01-02T03:04:05.000Z',
    modifiedDate: '2024-01-02T03:04:05.000Z',
    visits: 3,
    humanVisits: 2,
    botVisits: 1,
    publicStats: false,
    account: 'n/a',
    state: 'active',
    validFrom: null,
    expiresAt: null,
    maxVisits: null,
    usedVisits: 0,
    expiredUrl: null,
    hasPassword: false,
    failedPasswordAttempts: 0,
    lastFailedPasswordAt: null,
    tags: [],
    title: null,
    notes: null,
    redirectStatus: null,
    forwardQuery: false,
    utm: null,
    preview: null,
    split: null,
    crawlable: false,
    redirectRules: [],
    domain: null,
    ...extra,
  };
}
