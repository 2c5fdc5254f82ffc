// Names, day labels and the text summary of orphan visits (visits to a domain that reached no
// link), in the interface's language.
import { currentLanguage, i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { OrphanDay, OrphanFigures, OrphanKind } from '../types';
import type { PresetId } from './range';

/** The kinds in stacking order; names and hints are `stats.orphans.kinds/hints.<kind>`. */
export const ORPHAN_KINDS: readonly OrphanKind[] = ['base', 'unknownSlug', 'otherPath'];

/** Days are the chart's buckets, so ranges shorter than a few days are not offered. */
export const ORPHAN_PRESETS: readonly PresetId[] = ['7d', '30d', '90d', '1y'];

// One formatter per language, made on first use.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format;
}

/** "Nov 26" for "2026-11-26" (the day as the server names it, whatever the browser's zone). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dayFormat(currentLanguage()).format(new Date(Date.UTC(y, m - 1, d)));
}

export const orphanTotal = (figures: OrphanFigures): number =>
  figures.base + figures.unknownSlug + figures.otherPath;

export function orphanSummary(daily: OrphanDay[], totals: OrphanFigures): string {
  const total = orphanTotal(totals);
  if (daily.length === 0 || total === 0) return i18n.t('stats.orphans.summaryNone');
  return i18n.t('stats.orphans.summary', {
    count: total,
    total: formatNumber(total),
    days: i18n.t('stats.orphans.days', { count: daily.length }),
    first: formatDay(daily[0]!.day),
    last: formatDay(daily.at(-1)!.day),
    base: formatNumber(totals.base),
    unknownSlug: formatNumber(totals.unknownSlug),
    otherPath: formatNumber(totals.otherPath),
  });
}
