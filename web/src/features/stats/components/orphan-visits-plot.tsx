// The drawing of OrphanVisitsChart (recharts), loaded when a chart is first shown.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, Legend, ResponsiveContainer } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import { barChartFrame } from './bar-chart-frame';
import type { OrphanDay } from '../types';
import { formatDay, ORPHAN_KINDS } from '../utils/orphans';

export default function OrphanVisitsPlot({
  daily,
  height = 280,
}: {
  daily: OrphanDay[];
  height?: number;
}) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const fills = { base: colors.humans, unknownSlug: colors.bots, otherPath: colors.third };
  const data = daily.map((point) => ({ ...point, label: formatDay(point.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {barChartFrame(colors)}
        {/* In stacking order, not sorted by name. */}
        <Legend wrapperStyle={{ color: colors.text }} itemSorter={null} />
        {ORPHAN_KINDS.map((kind) => (
          <Bar
            key={kind}
            dataKey={kind}
            name={t(`stats.orphans.kinds.${kind}`)}
            stackId="orphans"
            fill={fills[kind]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
