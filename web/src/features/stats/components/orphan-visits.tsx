// The orphan visits of one domain (owner and admins): visits that reached no link — its root,
// unknown slugs and other paths — with their totals, a daily chart and the top unknown slugs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useDomains } from '@/lib/domains/get-domains';
import { domainName } from '@/lib/domains/names';
import { orphanVisitsPath } from '@/lib/paths';
import { useOrphanVisits } from '../api/get-orphan-visits';
import { orphanTotal } from '../utils/orphans';
import { rangeParams, type PresetId } from '../utils/range';
import { OrphanRangeBar } from './orphan-range-bar';
import { OrphanSlugsTable } from './orphan-slugs-table';
import { OrphanTotals } from './orphan-totals';
import { OrphanVisitsChart } from './orphan-visits-chart';

export function OrphanVisits({ domainId }: { domainId: string }) {
  const { t } = useTranslation();
  const allowed = isManager(useAccount());
  const navigate = useNavigate();
  const domains = useDomains(allowed);
  // A preset and when it was chosen, so its end stays put (and cached) until chosen again.
  const [range, setRange] = useState<{ preset: PresetId; at: number }>(() => ({
    preset: '30d',
    at: Date.now(),
  }));
  const params = rangeParams({ kind: 'preset', ...range });
  const query = useOrphanVisits(domainId, params, allowed);
  const domain = domains.data?.find((d) => d.id === domainId);

  if (!allowed) {
    return (
      <div className="page">
        <h1 className="page__title">{t('stats.orphans.title')}</h1>
        <p className="card">{t('stats.orphans.forbidden')}</p>
      </div>
    );
  }

  const { data, error } = query;
  let report;
  if (error && !data) {
    report = (
      <p className="card table-state" role="alert">
        {t('stats.orphans.loadFailed', { message: error.message })}
      </p>
    );
  } else if (!data) {
    report = (
      <p className="card table-state" role="status">
        {t('stats.orphans.loading')}
      </p>
    );
  } else {
    report = (
      <div className="stats-report" aria-busy={query.isFetching || undefined}>
        <OrphanTotals totals={data.totals} />
        <section className="card" aria-labelledby="orphans-per-day">
          <h2 id="orphans-per-day" className="card__title">
            {t('stats.orphans.perDay')}
          </h2>
          {orphanTotal(data.totals) === 0 ? (
            <p className="table-state">{t('stats.orphans.none')}</p>
          ) : (
            <OrphanVisitsChart daily={data.daily} totals={data.totals} />
          )}
        </section>
        <section className="card" aria-labelledby="orphan-slugs">
          <h2 id="orphan-slugs" className="card__title">
            {t('stats.orphans.topSlugs')}
          </h2>
          <OrphanSlugsTable slugs={data.slugs} />
        </section>
      </div>
    );
  }

  return (
    <div className="page">
      <header className="page__header stats-header">
        <div className="stats-header__text">
          <h1 className="page__title">{t('stats.orphans.title')}</h1>
          <p className="muted">
            {domain
              ? t('stats.orphans.description', { domain: domainName(domain) })
              : t('stats.orphans.descriptionThisDomain')}
          </p>
        </div>
      </header>
      <OrphanRangeBar
        domainId={domainId}
        domains={domains.data ?? []}
        onDomain={(id) => void navigate(orphanVisitsPath(id))}
        preset={range.preset}
        onPreset={(preset) => setRange({ preset, at: Date.now() })}
      />
      {report}
    </div>
  );
}
