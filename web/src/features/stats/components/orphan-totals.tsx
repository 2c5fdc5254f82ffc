// The three totals of orphan visits, each with what it counts.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { OrphanFigures } from '../types';
import { ORPHAN_KINDS } from '../utils/orphans';

export function OrphanTotals({ totals }: { totals: OrphanFigures }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('stats.totals')}>
      <dl className="stats">
        {ORPHAN_KINDS.map((kind) => (
          <div key={kind} className="stat">
            <dt className="stat__label">{t(`stats.orphans.kinds.${kind}`)}</dt>
            <dd className="stat__value">{formatNumber(totals[kind])}</dd>
            <dd className="stat__hint">{t(`stats.orphans.hints.${kind}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
