// The overview's statistics: visits of every visible link over the last 30 days, and the top
// links of that range.
import { useState } from 'react';
import { useStats } from '../api/get-stats';
import type { StatsParams } from '../types';
import { seriesValue } from '../utils/summaries';
import { browserTimeZone } from '../utils/time-zone';
import { TopLinksTable } from './top-links-table';
import { VisitsChart } from './visits-chart';

export function OverviewVisits() {
  // No from/to: the server's default range is the 30 days up to now.
  const [params] = useState<StatsParams>(() => ({ interval: 'day', tz: browserTimeZone() }));
  const { data, error, isPending } = useStats(params);

  let chart;
  let top;
  if (error && !data) {
    chart = (
      <p className="table-state" role="alert">
        Could not load the statistics: {error.message}
      </p>
    );
  } else if (isPending || !data) {
    chart = (
      <p className="table-state" role="status">
        Loading statistics…
      </p>
    );
  } else {
    chart =
      seriesValue(data.totals, data.bots) === 0 ? (
        <p className="table-state">No visits in this range</p>
      ) : (
        <VisitsChart series={data.series} interval={data.interval} bots={data.bots} tz={data.tz} />
      );
    top = <TopLinksTable links={data.topLinks ?? []} />;
  }

  return (
    <div className="overview-visits">
      <section className="card" aria-labelledby="overview-visits-heading">
        <h2 id="overview-visits-heading" className="card__title">
          Visits, last 30 days
        </h2>
        {chart}
      </section>
      <section className="card" aria-labelledby="top-links-heading">
        <h2 id="top-links-heading" className="card__title">
          Top links
        </h2>
        {top}
      </section>
    </div>
  );
}
