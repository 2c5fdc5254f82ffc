// A link's social preview card (docs/campaigns.md#preview-cards): its fields and the server's
// limits (src/domain/preview.rs), which count characters, not UTF-16 units, after trimming.
import type { Domain } from '@/lib/domains/types';
import { isValidDestination } from '@/lib/validation';

export const PREVIEW_KEYS = ['title', 'description', 'image', 'siteName'] as const;
export type PreviewKey = (typeof PREVIEW_KEYS)[number];

export const PREVIEW_MAX: Record<PreviewKey, number> = {
  title: 300,
  description: 1000,
  image: 2048,
  siteName: 100,
};

/** An image URL as the server takes it: the destination's rule (http(s) with a host), shorter. */
export const isPreviewImage = (value: string): boolean =>
  [...value].length <= PREVIEW_MAX.image && isValidDestination(value);

/**
 * The host a chat app names on a card without a site name: the short link's own. `host` is the
 * form's domain (empty for the default domain, whose host the dashboard is usually served on).
 */
export function cardHost(domains: readonly Domain[] | undefined, host: string): string {
  const found = domains?.find((d) => (host ? d.host === host : d.isDefault));
  return found?.displayHost ?? found?.host ?? (host || window.location.host);
}

/**
 * What a page's card would change in the form: the fields it would fill (empty now) and those it
 * would replace (typed, and different), in the form's order. Fields the page leaves out, or gives
 * as they already are, are in neither.
 */
export function pageCardChanges(
  current: Record<PreviewKey, string>,
  page: Record<PreviewKey, string | null>,
): { fill: PreviewKey[]; replace: PreviewKey[] } {
  const fill: PreviewKey[] = [];
  const replace: PreviewKey[] = [];
  for (const key of PREVIEW_KEYS) {
    const offered = page[key]?.trim();
    const typed = current[key].trim();
    if (!offered || offered === typed) continue;
    (typed ? replace : fill).push(key);
  }
  return { fill, replace };
}
