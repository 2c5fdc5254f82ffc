// The overview's statistics: visits of every visible link over the last 30 days, and the top
// links of that range. With several domains, a filter narrows both to one domain, and the
// visits of each domain are listed while none is chosen, and those of each campaign and source
// once any link has campaign parameters.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomains } from '@/lib/domains/get-domains';
import { hasSeveralDomains } from '@/lib/domains/names';
import { useStats } from '../api/get-stats';
import type { StatsParams } from '../types';
import { seriesValue } from '../utils/series-value';
import { browserTimeZone } from '../utils/time-zone';
import { DomainFilter } from './domain-filter';
import { DomainVisitsTable } from './domain-visits-table';
import { TopLinksTable } from './top-links-table';
import { VisitsChart } from './visits-chart';

// Fetched only when there are campaigns to show: the first page carries just this stub.
const CampaignCards = lazy(() => import('./campaign-cards'));

export function OverviewVisits() {
  const { t } = useTranslation();
  const [tz] = useState(browserTimeZone);
  const [domain, setDomain] = useState('');
  // No from/to: the server's default range is the 30 days up to now.
  const params: StatsParams = { interval: 'day', tz, ...(domain ? { domain } : {}) };
  const { data, error, isPending } = useStats(params);
  const domains = useDomains();
  const several = hasSeveralDomains(domains.data);

  let chart;
  let top;
  if (error && !data) {
    chart = (
      <p className="table-state" role="alert">
        {t('stats.loadFailed', { message: error.message })}
      </p>
    );
  } else if (isPending || !data) {
    chart = (
      <p className="table-state" role="status">
        {t('stats.loading')}
      </p>
    );
  } else {
    chart =
      seriesValue(data.totals, data.bots) === 0 ? (
        <p className="table-state">{t('stats.noVisits')}</p>
      ) : (
        <VisitsChart series={data.series} interval={data.interval} bots={data.bots} tz={data.tz} />
      );
    top = <TopLinksTable links={data.topLinks ?? []} bots={data.bots} />;
  }
  const byDomain = several && !domain ? data?.domains : undefined;
  const campaigns = data?.campaigns ?? [];
  const sources = data?.campaignSources ?? [];

  return (
    <>
      {(several || domain) && (
        <div className="stats-filters" role="group" aria-label={t('stats.filters.label')}>
          <DomainFilter domains={domains.data ?? []} value={domain} onChange={setDomain} />
        </div>
      )}
      <div className="overview-visits">
        <section className="card" aria-labelledby="overview-visits-heading">
          <h2 id="overview-visits-heading" className="card__title">
            {t('stats.overview.title')}
          </h2>
          {chart}
        </section>
        <section className="card" aria-labelledby="top-links-heading">
          <h2 id="top-links-heading" className="card__title">
            {t('stats.overview.topLinks')}
          </h2>
          {top}
        </section>
        {byDomain && byDomain.length > 0 && (
          <section className="card" aria-labelledby="domain-visits-heading">
            <h2 id="domain-visits-heading" className="card__title">
              {t('stats.overview.byDomain')}
            </h2>
            <DomainVisitsTable entries={byDomain} domains={domains.data} />
          </section>
        )}
        {(campaigns.length > 0 || sources.length > 0) && (
          <Suspense fallback={null}>
            <CampaignCards campaigns={campaigns} sources={sources} />
          </Suspense>
        )}
      </div>
    </>
  );
}
