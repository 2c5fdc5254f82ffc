// Orphan visits per day, the three kinds stacked. The chart is an image to assistive
// technology, labelled by a text summary; the totals and the slug table carry the figures.
import { Bar, BarChart, Legend, ResponsiveContainer } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import { barChartFrame } from './bar-chart-frame';
import type { OrphanDay, OrphanFigures } from '../types';
import { formatDay, ORPHAN_KINDS, orphanSummary } from '../utils/orphans';

export function OrphanVisitsChart({
  daily,
  totals,
  height = 280,
}: {
  daily: OrphanDay[];
  totals: OrphanFigures;
  height?: number;
}) {
  const colors = useChartColors();
  const fills = { base: colors.humans, unknownSlug: colors.bots, otherPath: colors.third };
  const data = daily.map((point) => ({ ...point, label: formatDay(point.day) }));
  return (
    <div className="chart" role="img" aria-label={orphanSummary(daily, totals)} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {barChartFrame(colors)}
          {/* In stacking order, not sorted by name. */}
          <Legend wrapperStyle={{ color: colors.text }} itemSorter={null} />
          {ORPHAN_KINDS.map(({ kind, label }) => (
            <Bar key={kind} dataKey={kind} name={label} stackId="orphans" fill={fills[kind]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
