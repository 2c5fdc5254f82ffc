// Visits over time as a bar chart (humans and bots stacked when both are shown). The chart is
// an image to assistive technology, labelled by a text summary.
import { Bar, BarChart, Legend, ResponsiveContainer } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import { barChartFrame } from './bar-chart-frame';
import type { BotsFilter, Interval, SeriesPoint } from '../types';
import { bucketFormatter } from '../utils/format-bucket';
import { seriesSummary } from '../utils/summaries';

export interface VisitsChartProps {
  series: SeriesPoint[];
  interval: Interval;
  bots: BotsFilter;
  tz: string;
  height?: number;
}

export function VisitsChart({ series, interval, bots, tz, height = 280 }: VisitsChartProps) {
  const colors = useChartColors();
  const label = bucketFormatter(interval, tz);
  const data = series.map((point) => ({
    label: label(point.start),
    humans: point.humanVisits,
    bots: point.botVisits,
  }));
  const showHumans = bots !== 'only';
  const showBots = bots !== 'exclude';

  return (
    <div
      className="chart"
      role="img"
      aria-label={seriesSummary(series, interval, bots, tz)}
      style={{ height }}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {barChartFrame(colors)}
          {showHumans && showBots && <Legend wrapperStyle={{ color: colors.text }} />}
          {showHumans && (
            <Bar dataKey="humans" name="Humans" stackId="visits" fill={colors.humans} />
          )}
          {showBots && <Bar dataKey="bots" name="Bots" stackId="visits" fill={colors.bots} />}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
