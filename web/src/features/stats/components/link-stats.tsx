// The statistics page of one link: the link, filters, sharing and download, its A/B split when it
// has or had one, then the report.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkHost } from '../api/get-link-host';
import { useLinkStats } from '../api/get-link-stats';
import { useStatsFilters } from '../hooks/use-stats-filters';
import { DownloadVisits } from './download-visits';
import { PublicStatsSwitch } from './public-stats-switch';
import { StatsFiltersBar } from './stats-filters-bar';
import { StatsLinkHeader } from './stats-link-header';
import { StatsReport } from './stats-report';

// Fetched only for a link with variants to show: the first page carries just this stub.
const SplitTestCard = lazy(() => import('./split-test-card'));

export function LinkStats({ id, domain }: { id: string; domain: string | undefined }) {
  const { t } = useTranslation();
  const filters = useStatsFilters();
  const query = useLinkStats(id, filters.params);
  const host = useLinkHost(id);
  // The addresses wait for the link's domain, so they never show the wrong one first.
  const link = host === undefined ? undefined : query.data?.link;
  const variants = query.data?.variants ?? [];
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
      {query.data && variants.length > 0 && (
        <Suspense fallback={null}>
          {/* The server answers this page only for links the account may manage, which are the
              links it may edit (docs/api.md#link-visibility), as the sharing switch above does. */}
          <SplitTestCard linkId={id} variants={variants} bots={query.data.bots} canPromote />
        </Suspense>
      )}
      <StatsReport
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        isFetching={query.isFetching}
      />
    </div>
  );
}
