// What the list shows of a link's controls: a lock for a password, a badge for its state
// (expired, used up, not yet valid, or how much of its visit limit is left), and its tags.
import { LockIcon } from '@/components/ui/icons';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Link } from '../types';

interface Badge {
  label: string;
  tone: 'danger' | 'warning' | 'neutral';
  title: string;
}

/** The badge of a link's state; none for an active link without a visit limit. */
export function stateBadge(link: Link): Badge | null {
  const usedUp = link.maxVisits !== null && link.usedVisits >= link.maxVisits;
  if (link.state === 'notYetValid') {
    return {
      label: 'Not yet valid',
      tone: 'warning',
      title: `Redirects from ${formatDateTime(link.validFrom)}`,
    };
  }
  if (link.state === 'expired') {
    return usedUp
      ? {
          label: 'Used up',
          tone: 'danger',
          title: `All ${formatNumber(link.maxVisits)} visits used`,
        }
      : { label: 'Expired', tone: 'danger', title: `Expired ${formatDateTime(link.expiresAt)}` };
  }
  if (link.maxVisits !== null) {
    return {
      label: `${formatNumber(link.usedVisits)}/${formatNumber(link.maxVisits)} visits`,
      tone: 'neutral',
      title: `Visit limit: ${formatNumber(link.maxVisits - link.usedVisits)} left`,
    };
  }
  return null;
}

export function LinkStatus({ link }: { link: Link }) {
  const badge = stateBadge(link);
  if (!badge && !link.hasPassword) return null;
  return (
    <span className="link-status">
      {link.hasPassword && (
        <span className="link-status__lock" role="img" aria-label="Password protected">
          <LockIcon />
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
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list tag-list--row" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            className="tag tag--button"
            title={`Show links tagged ${tag}`}
            onClick={() => onPick(tag)}
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}
