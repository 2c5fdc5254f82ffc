// Text summaries of the charts, for screen readers (the charts are role="img"), in the
// interface's language.
import { i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import type { BotsFilter, BreakdownEntry, Dimension, Interval, SeriesPoint } from '../types';
import { bucketFormatter } from './format-bucket';
import { dimensionTitle, fullLabel } from './labels';
import { seriesValue } from './series-value';

export function seriesSummary(
  series: SeriesPoint[],
  interval: Interval,
  bots: BotsFilter,
  tz: string,
): string {
  if (series.length === 0) return i18n.t(`stats.summary.seriesEmpty.${bots}`);
  const label = bucketFormatter(interval, tz);
  const total = series.reduce((sum, point) => sum + seriesValue(point, bots), 0);
  const peak = series.reduce((best, point) =>
    seriesValue(point, bots) > seriesValue(best, bots) ? point : best,
  );
  const range = {
    buckets: i18n.t(`stats.summary.buckets.${interval}`, { count: series.length }),
    first: label(series[0]!.start),
    last: label(series.at(-1)!.start),
  };
  if (total === 0) return i18n.t(`stats.summary.seriesZero.${bots}`, range);
  return i18n.t(`stats.summary.series.${bots}`, {
    ...range,
    count: total,
    total: formatNumber(total),
    peak: label(peak.start),
    peakVisits: formatNumber(seriesValue(peak, bots)),
  });
}

export function breakdownSummary(dimension: Dimension, entries: BreakdownEntry[]): string {
  const title = dimensionTitle(dimension);
  if (entries.length === 0) return i18n.t('stats.summary.breakdownNone', { title });
  const items = entries
    .map((e) =>
      i18n.t('stats.summary.breakdownItem', {
        label: fullLabel(dimension, e.value),
        visits: formatNumber(e.visits),
      }),
    )
    .join(i18n.t('stats.summary.separator'));
  return i18n.t('stats.summary.breakdown', { title, items });
}
