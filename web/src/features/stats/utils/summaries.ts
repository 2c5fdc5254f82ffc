// Text summaries of the charts, for screen readers (the charts are role="img").
import { formatNumber } from '@/lib/format';
import type {
  BotsFilter,
  BreakdownEntry,
  Dimension,
  Interval,
  SeriesPoint,
  StatsFigures,
} from '../types';
import { bucketFormatter } from './format-bucket';
import { DIMENSION_TITLES, fullLabel } from './labels';

export const BOTS_NOUN: Record<BotsFilter, string> = {
  exclude: 'human visits',
  only: 'bot visits',
  include: 'visits',
};

/** The figure of a bucket that the humans/bots choice selects. */
export function seriesValue(point: StatsFigures, bots: BotsFilter): number {
  if (bots === 'exclude') return point.humanVisits;
  if (bots === 'only') return point.botVisits;
  return point.visits;
}

export function seriesSummary(
  series: SeriesPoint[],
  interval: Interval,
  bots: BotsFilter,
  tz: string,
): string {
  const noun = BOTS_NOUN[bots];
  if (series.length === 0) return `No ${noun} in this range.`;
  const label = bucketFormatter(interval, tz);
  const total = series.reduce((sum, point) => sum + seriesValue(point, bots), 0);
  const peak = series.reduce((best, point) =>
    seriesValue(point, bots) > seriesValue(best, bots) ? point : best,
  );
  const first = label(series[0]!.start);
  const last = label(series.at(-1)!.start);
  const unit = series.length === 1 ? interval : `${interval}s`;
  const range = `${series.length} ${unit} from ${first} to ${last}`;
  const peakText =
    total > 0 ? `, most on ${label(peak.start)} (${formatNumber(seriesValue(peak, bots))})` : '';
  return `${formatNumber(total)} ${noun} over ${range}${peakText}.`;
}

export function breakdownSummary(dimension: Dimension, entries: BreakdownEntry[]): string {
  const title = DIMENSION_TITLES[dimension];
  if (entries.length === 0) return `${title}: none.`;
  const parts = entries.map((e) => `${fullLabel(dimension, e.value)} ${formatNumber(e.visits)}`);
  return `${title}: ${parts.join(', ')}.`;
}
