// The four totals of a range: visits, human visits, bot visits and unique visitors.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { StatsFigures } from '../types';

// Named `stats.figures.<key>`.
const ITEMS: readonly (keyof StatsFigures)[] = [
  'visits',
  'humanVisits',
  'botVisits',
  'uniqueVisitors',
];

export function StatsTotals({ totals }: { totals: StatsFigures }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('stats.totals')}>
      <dl className="stats">
        {ITEMS.map((key) => (
          <div key={key} className="stat">
            <dt className="stat__label">{t(`stats.figures.${key}`)}</dt>
            <dd className="stat__value">{formatNumber(totals[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
