// What the owner of a password-protected link sees of the wrong passwords typed for it.
import { i18n } from '@/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Link } from '../types';

export function passwordFailures(
  link: Pick<Link, 'failedPasswordAttempts' | 'lastFailedPasswordAt'>,
): string {
  const count = link.failedPasswordAttempts;
  if (count === 0) return i18n.t('links.advanced.noFailures');
  return i18n.t('links.advanced.failures', {
    count,
    number: formatNumber(count),
    date: formatDateTime(link.lastFailedPasswordAt),
  });
}
