// What the list shows of a link's controls: a lock for a password, a card for a social preview
// card, a fork for an A/B split, a badge for its state (expired, used up, not yet valid, or how
// much of its visit limit is left), and its tags.
import { useTranslation } from 'react-i18next';
import { CardIcon, LockIcon, SplitIcon } from '@/components/ui/icons';
import { i18n } from '@/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Link } from '../types';

interface Badge {
  label: string;
  tone: 'danger' | 'warning' | 'neutral';
  title: string;
}

/** The badge of a link's state; none for an active link without a visit limit. */
export function stateBadge(link: Link): Badge | null {
  const t = i18n.t;
  const usedUp = link.maxVisits !== null && link.usedVisits >= link.maxVisits;
  if (link.state === 'notYetValid') {
    return {
      label: t('links.status.notYetValid'),
      tone: 'warning',
      title: t('links.status.validFrom', { date: formatDateTime(link.validFrom) }),
    };
  }
  if (link.state === 'expired') {
    return usedUp
      ? {
          label: t('links.status.usedUp'),
          tone: 'danger',
          title: t('links.status.allUsed', {
            count: link.maxVisits ?? 0,
            number: formatNumber(link.maxVisits),
          }),
        }
      : {
          label: t('links.status.expired'),
          tone: 'danger',
          title: t('links.status.expiredAt', { date: formatDateTime(link.expiresAt) }),
        };
  }
  if (link.maxVisits !== null) {
    return {
      label: t('links.status.usage', {
        used: formatNumber(link.usedVisits),
        max: formatNumber(link.maxVisits),
      }),
      tone: 'neutral',
      title: t('links.status.left', { number: formatNumber(link.maxVisits - link.usedVisits) }),
    };
  }
  return null;
}

export function LinkStatus({ link }: { link: Link }) {
  // Subscribes to language changes; stateBadge reads the same language.
  const { t } = useTranslation();
  const badge = stateBadge(link);
  if (!badge && !link.hasPassword && !link.preview && !link.split) return null;
  return (
    <span className="link-status">
      {link.hasPassword && (
        <span
          className="link-status__lock"
          role="img"
          aria-label={t('links.status.passwordProtected')}
        >
          <LockIcon />
        </span>
      )}
      {link.preview && (
        <span
          className="link-status__icon"
          role="img"
          aria-label={t('links.status.hasPreview')}
          title={t('links.status.previewOf', { title: link.preview.title })}
        >
          <CardIcon />
        </span>
      )}
      {link.split && (
        <span
          className="link-status__icon"
          role="img"
          aria-label={t('links.status.hasSplit', {
            number: formatNumber(link.split.variants.length),
          })}
          title={t('links.status.splitOf', {
            destinations: link.split.variants.map((v) => v.destination).join(', '),
          })}
        >
          <SplitIcon />
        </span>
      )}
      {badge && (
        <span className={`badge badge--${badge.tone}`} title={badge.title}>
          {badge.label}
        </span>
      )}
    </span>
  );
}

/** The link's tags; a click filters the list by one. */
export function LinkTags({ tags, onPick }: { tags: string[]; onPick: (tag: string) => void }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list tag-list--row" aria-label={t('links.status.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className="tag tag--button"
            title={t('links.status.filterByTag', { tag })}
            onClick={() => onPick(tag)}
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
