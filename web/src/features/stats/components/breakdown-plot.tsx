// The drawing of BreakdownChart (recharts), loaded when a chart is first shown.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import type { BreakdownEntry, Dimension } from '../types';
import { fullLabel } from '../utils/labels';
import { tooltipValue } from './bar-chart-frame';
import { axisLabel, chartHeight } from './breakdown-chart';

export default function BreakdownPlot({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const data = entries.map((entry) => ({
    label: fullLabel(dimension, entry.value),
    visits: entry.visits,
  }));
  const height = chartHeight(entries.length);
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 4, left: 4 }}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickFormatter={axisLabel}
          stroke={colors.grid}
        />
        <Tooltip
          cursor={{ fill: colors.grid, fillOpacity: 0.4 }}
          contentStyle={{
            background: colors.surface,
            borderColor: colors.grid,
            color: colors.text,
          }}
          labelStyle={{ color: colors.text }}
          formatter={tooltipValue}
        />
        <Bar
          dataKey="visits"
          name={t('stats.breakdown.visits')}
          fill={colors.humans}
          radius={[0, 4, 4, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
