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
