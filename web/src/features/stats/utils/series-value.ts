// The figure the humans/bots choice counts. Its own module, apart from the chart summaries, so
// the lazy split test card can use it without splitting them off the first page's bundle.
import type { BotsFilter, StatsFigures } from '../types';

/** The figure of a bucket that the humans/bots choice selects. */
export function seriesValue(point: StatsFigures, bots: BotsFilter): number {
  if (bots === 'exclude') return point.humanVisits;
  if (bots === 'only') return point.botVisits;
  return point.visits;
}
