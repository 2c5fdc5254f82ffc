// Domains for tests: the default domain and a second one, changed by `extra`.
import type { Domain } from './types';

export function defaultDomainFixture(extra: Partial<Domain> = {}): Domain {
  return {
    id: 'default',
    host: 's.example',
    displayHost: 's.example',
    isDefault: true,
    rootRedirect: null,
    notFoundRedirect: null,
    expiredRedirect: null,
    standardMayCreate: true,
    links: 3,
    createdAt: Date.UTC(2026, 0, 1),
    appleAppSiteAssociation: null,
    assetLinks: null,
    ...extra,
  };
}

export function domainFixture(extra: Partial<Domain> = {}): Domain {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    host: 'go.example',
    displayHost: 'go.example',
    isDefault: false,
    rootRedirect: null,
    notFoundRedirect: null,
    expiredRedirect: null,
    standardMayCreate: false,
    links: 2,
    createdAt: Date.UTC(2026, 10, 26),
    appleAppSiteAssociation: null,
    assetLinks: null,
    ...extra,
  };
}
