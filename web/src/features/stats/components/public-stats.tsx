// The public statistics of a link, read only, for anyone (no account): the same report as the
// owner's page without sharing, downloads or links into the dashboard.
import { useTranslation } from 'react-i18next';
import { stats as english } from '@/i18n/catalogs/en/stats';
import { ApiError } from '@/lib/api-client';
import { usePublicStats } from '../api/get-public-stats';
import { useStatsFilters } from '../hooks/use-stats-filters';
import { StatsFiltersBar } from './stats-filters-bar';
import { StatsReport } from './stats-report';

/** The English texts (`stats.public.none`, `stats.public.destinationHidden`), for tests. */
export const NO_PUBLIC_STATS = english.public.none;
export const DESTINATION_NOT_SHOWN = english.public.destinationHidden;

export function PublicStats({ slug, domain }: { slug: string; domain?: string | undefined }) {
  const { t } = useTranslation();
  const filters = useStatsFilters();
  const query = usePublicStats(slug, filters.params, domain);
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  if (notFound) {
    return (
      <div className="page">
        <h1 className="page__title">{t('stats.public.title', { slug })}</h1>
        <p className="card table-state" role="alert">
          {t('stats.public.none')}
        </p>
      </div>
    );
  }

  const link = query.data?.link;
  return (
    <div className="page">
      <header className="page__header stats-header">
        <div className="stats-header__text">
          <h1 className="page__title">{t('stats.public.title', { slug: link?.slug ?? slug })}</h1>
          {link && (
            <p className="muted stats-header__destination">
              {link.destination
                ? t('stats.public.leadsTo', { destination: link.destination })
                : t('stats.public.destinationHidden')}
            </p>
          )}
        </div>
      </header>
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
