// The values of the add and edit forms, and how they become request bodies. An empty fallback
// means the built-in behaviour, sent as null (or left out of a new domain).
import type { CreateDomainInput, Domain, EditDomainInput } from '../types';

export interface DomainFormValues {
  host: string;
  rootRedirect: string;
  notFoundRedirect: string;
  expiredRedirect: string;
  standardMayCreate: boolean;
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
  };
}

const url = (value: string) => (value.trim() === '' ? null : value.trim());

export function createDomainBody(v: DomainFormValues): CreateDomainInput {
  const body: CreateDomainInput = { host: v.host.trim(), standardMayCreate: v.standardMayCreate };
  for (const field of FALLBACK_FIELDS) {
    const value = url(v[field]);
    if (value) body[field] = value;
  }
  return body;
}

/** Only what changed; the default domain always lets standard accounts create links. */
export function editDomainBody(domain: Domain, v: DomainFormValues): EditDomainInput {
  const body: EditDomainInput = { id: domain.id };
  for (const field of FALLBACK_FIELDS) {
    const value = url(v[field]);
    if (value !== domain[field]) body[field] = value;
  }
  if (!domain.isDefault && v.standardMayCreate !== domain.standardMayCreate) {
    body.standardMayCreate = v.standardMayCreate;
  }
  return body;
}
