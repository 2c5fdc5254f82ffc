// Names, day labels and the text summary of orphan visits (visits to a domain that reached no
// link).
import { formatNumber } from '@/lib/format';
import type { OrphanDay, OrphanFigures, OrphanKind } from '../types';
import type { PresetId } from './range';

export const ORPHAN_KINDS: readonly { kind: OrphanKind; label: string; hint: string }[] = [
  { kind: 'base', label: 'Domain root', hint: 'The domain’s own address, /' },
  {
    kind: 'unknownSlug',
    label: 'Unknown slugs',
    hint: 'Paths that could be a short link but name none',
  },
  { kind: 'otherPath', label: 'Other paths', hint: 'Anything else, such as /.env' },
];

/** Days are the chart's buckets, so ranges shorter than a few days are not offered. */
export const ORPHAN_PRESETS: readonly PresetId[] = ['7d', '30d', '90d', '1y'];

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Nov 26" for "2026-11-26" (the day as the server names it, whatever the browser's zone). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

export const orphanTotal = (figures: OrphanFigures): number =>
  figures.base + figures.unknownSlug + figures.otherPath;

export function orphanSummary(daily: OrphanDay[], totals: OrphanFigures): string {
  const total = orphanTotal(totals);
  if (daily.length === 0 || total === 0) return 'No orphan visits in this range.';
  const days = daily.length === 1 ? '1 day' : `${daily.length} days`;
  const parts = ORPHAN_KINDS.map(
    ({ kind, label }) => `${label.toLowerCase()} ${formatNumber(totals[kind])}`,
  );
  return `${formatNumber(total)} orphan visits over ${days} from ${formatDay(daily[0]!.day)} to ${formatDay(daily.at(-1)!.day)}: ${parts.join(', ')}.`;
}
