// Domain administration (issue 31): the bodies of adding, changing and removing a domain.
import type { Domain } from '@/lib/domains/types';

export type { Domain };

/** The fallbacks of a domain: where its visitors go when no link answers. */
export interface DomainFallbacks {
  rootRedirect?: string | null;
  notFoundRedirect?: string | null;
  expiredRedirect?: string | null;
  standardMayCreate?: boolean;
}

/** The app links files (docs/domains.md#app-links): the owner's only; null stops serving one. */
export interface DomainAppLinks {
  appleAppSiteAssociation?: Record<string, unknown> | null;
  assetLinks?: unknown[] | null;
}

/** POST /api/domains. */
export interface CreateDomainInput extends DomainFallbacks, DomainAppLinks {
  host: string;
}

/** PATCH /api/domains/{id}: absent keeps, null clears. The host cannot change. */
export interface EditDomainInput extends DomainFallbacks, DomainAppLinks {
  id: string;
}

/** What happens to a removed domain's links. */
export type RemoveLinks = { links: 'move'; to: string } | { links: 'delete' } | { links: 'none' };
