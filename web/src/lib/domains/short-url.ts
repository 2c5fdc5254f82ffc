// The short URL of a link on its own domain. Links on the default domain keep the instance's
// public origin (about.domain); the other domains are served over HTTPS.
import { shortUrl } from '@/lib/format';

export function linkShortUrl(
  defaultOrigin: string | undefined,
  host: string | null | undefined,
  slug: string,
): string {
  if (!host) return shortUrl(defaultOrigin, slug);
  return `https://${host}/${slug}`;
}

/**
 * Where anyone may fetch a link's QR code once it is public (GET /api/public/qr/{slug}): its
 * short link's origin, on the link's own domain, and the slug as one path segment. Here, not
 * with the QR designer's helpers, so the link menu does not load those on the first page.
 */
export const publicQrBase = (
  defaultOrigin: string | undefined,
  host: string | null | undefined,
  slug: string,
): string => linkShortUrl(defaultOrigin, host, `api/public/qr/${encodeURIComponent(slug)}`);
