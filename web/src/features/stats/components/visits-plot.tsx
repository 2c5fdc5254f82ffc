// The drawing of VisitsChart (recharts), loaded when a chart is first shown.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, Legend, ResponsiveContainer } from 'recharts';
import { useChartColors } from '../hooks/use-chart-colors';
import { barChartFrame } from './bar-chart-frame';
import type { VisitsChartProps } from './visits-chart';
import { bucketFormatter } from '../utils/format-bucket';

export default function VisitsPlot({ series, interval, bots, tz, height = 280 }: VisitsChartProps) {
  const { t } = useTranslation();
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
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {barChartFrame(colors)}
        {showHumans && showBots && <Legend wrapperStyle={{ color: colors.text }} />}
        {showHumans && (
          <Bar
            dataKey="humans"
            name={t('stats.series.humans')}
            stackId="visits"
            fill={colors.humans}
          />
        )}
        {showBots && (
          <Bar dataKey="bots" name={t('stats.series.bots')} stackId="visits" fill={colors.bots} />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}
