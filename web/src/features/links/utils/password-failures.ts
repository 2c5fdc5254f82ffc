// What the owner of a password-protected link sees of the wrong passwords typed for it.
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Link } from '../types';

export function passwordFailures(
  link: Pick<Link, 'failedPasswordAttempts' | 'lastFailedPasswordAt'>,
): string {
  const count = link.failedPasswordAttempts;
  if (count === 0) return 'No wrong password has been typed.';
  const times = count === 1 ? '1 wrong password' : `${formatNumber(count)} wrong passwords`;
  return `${times} typed so far, the latest on ${formatDateTime(link.lastFailedPasswordAt)}.`;
}
