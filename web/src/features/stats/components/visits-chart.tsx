// Visits over time as a bar chart (humans and bots stacked when both are shown). The chart is
// an image to assistive technology, labelled by a text summary that is there at once; the
// drawing (recharts, a third of the dashboard's code) arrives with its own chunk, so the pages
// that show a chart are usable before it is.
import { lazy, Suspense } from 'react';
import type { BotsFilter, Interval, SeriesPoint } from '../types';
import { seriesSummary } from '../utils/summaries';

const VisitsPlot = lazy(() => import('./visits-plot'));

export interface VisitsChartProps {
  series: SeriesPoint[];
  interval: Interval;
  bots: BotsFilter;
  tz: string;
  height?: number;
}

export function VisitsChart(props: VisitsChartProps) {
  const { series, interval, bots, tz, height = 280 } = props;
  return (
    <div
      className="chart"
      role="img"
      aria-label={seriesSummary(series, interval, bots, tz)}
      style={{ height }}
    >
      <Suspense fallback={null}>
        <VisitsPlot {...props} />
      </Suspense>
    </div>
  );
}
