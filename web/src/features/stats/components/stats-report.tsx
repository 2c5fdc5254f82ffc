// The body of a statistics page for one answer: loading, error and empty states, then the
// totals, visits over time and the five breakdowns.
import { useTranslation } from 'react-i18next';
import type { Dimension, Stats } from '../types';
import { seriesValue } from '../utils/series-value';
import { BreakdownCard } from './breakdown-card';
import { StatsTotals } from './stats-totals';
import { VisitsChart } from './visits-chart';

const DIMENSIONS: readonly Dimension[] = ['referrers', 'countries', 'devices', 'browsers', 'os'];

export interface StatsReportProps {
  data: Stats | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
}

export function StatsReport({ data, error, isPending, isFetching }: StatsReportProps) {
  const { t } = useTranslation();
  if (error && !data) {
    return (
      <p className="card table-state" role="alert">
        {t('stats.loadFailed', { message: error.message })}
      </p>
    );
  }
  if (isPending || !data) {
    return (
      <p className="card table-state" role="status">
        {t('stats.loading')}
      </p>
    );
  }
  const empty = seriesValue(data.totals, data.bots) === 0;
  return (
    <div className="stats-report" aria-busy={isFetching || undefined}>
      {error && (
        <p className="form-message form-message--error" role="alert">
          {t('stats.updateFailed', { message: error.message })}
        </p>
      )}
      <StatsTotals totals={data.totals} />
      <section className="card" aria-labelledby="visits-over-time">
        <h2 id="visits-over-time" className="card__title">
          {t('stats.visitsOverTime')}
        </h2>
        {empty ? (
          <p className="table-state">{t('stats.noVisits')}</p>
        ) : (
          <VisitsChart
            series={data.series}
            interval={data.interval}
            bots={data.bots}
            tz={data.tz}
          />
        )}
      </section>
      {!empty && (
        <div className="breakdown-grid">
          {DIMENSIONS.map((dimension) => (
            <BreakdownCard key={dimension} dimension={dimension} entries={data[dimension]} />
          ))}
        </div>
      )}
    </div>
  );
}
