// How domains are named on screen: their Unicode host, or — for a default domain without a
// host (DOMAIN unset) — the words "Default domain".
import { i18n } from '@/i18n';
import type { Domain } from './types';

/** "Default domain" in the interface's language. */
export const defaultDomainName = (): string => i18n.t('components.domains.defaultName');

export function domainName(domain: Pick<Domain, 'displayHost' | 'host'>): string {
  return domain.displayHost ?? domain.host ?? defaultDomainName();
}

/**
 * The name of the domain a link answer points at (`link.domain`: a host, or null for the
 * default domain). A host missing from the list is shown as it is.
 */
export function domainNameOfHost(
  domains: readonly Domain[] | undefined,
  host: string | null,
): string {
  const found = domains?.find((d) => (host === null ? d.isDefault : d.host === host));
  if (found) return domainName(found);
  return host ?? defaultDomainName();
}

/** A domain among others to choose from: the default one says so. */
export function domainChoiceLabel(
  domain: Pick<Domain, 'displayHost' | 'host' | 'isDefault'>,
): string {
  const name = domainName(domain);
  return domain.isDefault && name !== defaultDomainName()
    ? i18n.t('components.domains.defaultChoice', { name })
    : name;
}

/** Whether there is more to choose than the default domain (pickers and columns hide otherwise). */
export const hasSeveralDomains = (domains: readonly Domain[] | undefined): boolean =>
  (domains?.length ?? 0) > 1;
