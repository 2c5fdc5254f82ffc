// The statistics page of one link: the link, filters, sharing and download, then the report.
import { useTranslation } from 'react-i18next';
import { useLinkHost } from '../api/get-link-host';
import { useLinkStats } from '../api/get-link-stats';
import { useStatsFilters } from '../hooks/use-stats-filters';
import { DownloadVisits } from './download-visits';
import { PublicStatsSwitch } from './public-stats-switch';
import { StatsFiltersBar } from './stats-filters-bar';
import { StatsLinkHeader } from './stats-link-header';
import { StatsReport } from './stats-report';

export function LinkStats({ id, domain }: { id: string; domain: string | undefined }) {
  const { t } = useTranslation();
  const filters = useStatsFilters();
  const query = useLinkStats(id, filters.params);
  const host = useLinkHost(id);
  // The addresses wait for the link's domain, so they never show the wrong one first.
  const link = host === undefined ? undefined : query.data?.link;
  return (
    <div className="page">
      <StatsLinkHeader link={link} domain={domain} host={host ?? null} />
      {link && (
        <div className="stats-actions">
          <PublicStatsSwitch key={link.id} link={link} domain={domain} host={host ?? null} />
          <section className="card" aria-label={t('stats.link.download')}>
            <DownloadVisits
              id={id}
              slug={link.slug}
              from={filters.params.from}
              to={filters.params.to}
            />
          </section>
        </div>
      )}
      <StatsFiltersBar filters={filters} />
      <StatsReport
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        isFetching={query.isFetching}
      />
    </div>
  );
}
