// Where the navigation guard sends anonymous visitors, and where login may send them back.

export const LOGIN_PATH = '/dash/login';
export const HOME_PATH = '/dash/overview';

/** /dash/login?next=<URL-encoded full path of the wanted page> (docs/dashboard.md#the-navigation-guard). */
export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(fullPath)}`;
}

/**
 * Returns `next` only when it is a same-origin path: it starts with "/" but not "//" or "/\"
 * (both mean another host to a browser), holds no whitespace or control characters (browsers
 * drop tabs and newlines, which would turn "/\t/evil" into "//evil"), and resolves to this
 * origin. Anything else falls back to the overview.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin = window.location.origin,
): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return HOME_PATH;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(next)) return HOME_PATH;
  try {
    if (new URL(next, origin).origin !== origin) return HOME_PATH;
  } catch {
    return HOME_PATH;
  }
  return next;
}
