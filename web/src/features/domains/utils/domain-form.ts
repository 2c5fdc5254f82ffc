// The values of the add and edit forms, and how they become request bodies. An empty fallback
// means the built-in behaviour, sent as null (or left out of a new domain); so does an empty app
// links file (not served).
import type { CreateDomainInput, Domain, EditDomainInput } from '../types';
import { appLinkChanged, appLinkText, appLinkValue } from './app-links';

export interface DomainFormValues {
  host: string;
  rootRedirect: string;
  notFoundRedirect: string;
  expiredRedirect: string;
  standardMayCreate: boolean;
  /** JSON text; the owner's only. */
  appleAppSiteAssociation: string;
  assetLinks: string;
}

export const FALLBACK_FIELDS = ['rootRedirect', 'notFoundRedirect', 'expiredRedirect'] as const;
export type FallbackField = (typeof FALLBACK_FIELDS)[number];

export function domainFormValues(domain?: Domain): DomainFormValues {
  return {
    host: domain?.displayHost ?? domain?.host ?? '',
    rootRedirect: domain?.rootRedirect ?? '',
    notFoundRedirect: domain?.notFoundRedirect ?? '',
    expiredRedirect: domain?.expiredRedirect ?? '',
    // A new domain is open to standard accounts, as the server's own default.
    standardMayCreate: domain?.standardMayCreate ?? true,
    appleAppSiteAssociation: appLinkText(domain?.appleAppSiteAssociation),
    assetLinks: appLinkText(domain?.assetLinks),
  };
}

const url = (value: string) => (value.trim() === '' ? null : value.trim());

/** Empty files are left out: a new domain serves none unless given. */
export function createDomainBody(v: DomainFormValues): CreateDomainInput {
  const body: CreateDomainInput = { host: v.host.trim(), standardMayCreate: v.standardMayCreate };
  for (const field of FALLBACK_FIELDS) {
    const value = url(v[field]);
    if (value) body[field] = value;
  }
  const apple = appLinkValue('appleAppSiteAssociation', v.appleAppSiteAssociation);
  if (apple) body.appleAppSiteAssociation = apple;
  const android = appLinkValue('assetLinks', v.assetLinks);
  if (android) body.assetLinks = android;
  return body;
}

/**
 * Only what changed; the default domain always lets standard accounts create links. The app
 * links files go only when changed, so an admin's edit (who may not send them) never has them.
 */
export function editDomainBody(domain: Domain, v: DomainFormValues): EditDomainInput {
  const body: EditDomainInput = { id: domain.id };
  for (const field of FALLBACK_FIELDS) {
    const value = url(v[field]);
    if (value !== domain[field]) body[field] = value;
  }
  if (!domain.isDefault && v.standardMayCreate !== domain.standardMayCreate) {
    body.standardMayCreate = v.standardMayCreate;
  }
  const apple = v.appleAppSiteAssociation;
  if (appLinkChanged(domain, 'appleAppSiteAssociation', apple)) {
    body.appleAppSiteAssociation = appLinkValue('appleAppSiteAssociation', apple);
  }
  if (appLinkChanged(domain, 'assetLinks', v.assetLinks)) {
    body.assetLinks = appLinkValue('assetLinks', v.assetLinks);
  }
  return body;
}
