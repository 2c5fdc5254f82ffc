// The slug of a short-link path: everything after the first "/", percent-decoded ("+" stays
// "+"). Returns null when the path does not decode (such a slug cannot exist).
export function slugFromPath(pathname: string): string | null {
  const raw = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Only web destinations are followed, whatever the server returns. */
export function isFollowableDestination(destination: unknown): destination is string {
  return typeof destination === 'string' && /^https?:\/\//i.test(destination);
}
