// One breakdown (referrers, countries…) as horizontal bars, labelled by a text summary.
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import type { BreakdownEntry, Dimension } from '../types';
import { fullLabel } from '../utils/labels';
import { breakdownSummary } from '../utils/summaries';

const ROW_HEIGHT = 28;
// What fits the axis's 120 px at 12 px: longer labels end in an ellipsis, and the bar's
// tooltip names them in full.
const LABEL_CHARACTERS = 18;

export function axisLabel(label: string): string {
  return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
}

export function BreakdownChart({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  const colors = useChartColors();
  const data = entries.map((entry) => ({
    label: fullLabel(dimension, entry.value),
    visits: entry.visits,
  }));
  const height = Math.max(120, data.length * ROW_HEIGHT + 16);
  return (
    <div
      className="chart"
      role="img"
      aria-label={breakdownSummary(dimension, entries)}
      style={{ height }}
    >
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
          />
          <Bar dataKey="visits" name="Visits" fill={colors.humans} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
