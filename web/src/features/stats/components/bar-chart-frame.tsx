// The grid, axes and tooltip every bar chart of visits shares, with numbers in the interface's
// language. An array of Recharts elements, not a component: Recharts finds its parts among the
// chart's direct children.
import { CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format';
import type { ChartColors } from '../hooks/use-chart-colors';

/** A tooltip's value: a count in the interface's language ("1.234" in German). */
export const tooltipValue = (value: number | string | readonly (number | string)[] | undefined) =>
  typeof value === 'number'
    ? formatNumber(value)
    : Array.isArray(value)
      ? value.join(' – ')
      : value;

export function barChartFrame(colors: ChartColors) {
  const axis = { fill: colors.axis, fontSize: 12 };
  return [
    <CartesianGrid key="grid" stroke={colors.grid} strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" tick={axis} stroke={colors.grid} minTickGap={16} />,
    <YAxis
      key="y"
      allowDecimals={false}
      tick={axis}
      tickFormatter={(value: number) => formatNumber(value)}
      stroke={colors.grid}
      width={44}
    />,
    <Tooltip
      key="tooltip"
      cursor={{ fill: colors.grid, fillOpacity: 0.4 }}
      contentStyle={{ background: colors.surface, borderColor: colors.grid, color: colors.text }}
      labelStyle={{ color: colors.text }}
      formatter={tooltipValue}
    />,
  ];
}
