// A card for one breakdown: its chart with the accessible table beside it.
import { useTranslation } from 'react-i18next';
import type { BreakdownEntry, Dimension } from '../types';
import { BreakdownChart } from './breakdown-chart';
import { BreakdownTable } from './breakdown-table';

export function BreakdownCard({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  const { t } = useTranslation();
  const headingId = `breakdown-${dimension}`;
  return (
    <section className="card breakdown" aria-labelledby={headingId}>
      <h3 id={headingId} className="card__title">
        {t(`stats.dimensions.${dimension}`)}
      </h3>
      {entries.length === 0 ? (
        <p className="muted">{t('stats.noData')}</p>
      ) : (
        <div className="breakdown__body">
          <BreakdownChart dimension={dimension} entries={entries} />
          <BreakdownTable dimension={dimension} entries={entries} />
        </div>
      )}
    </section>
  );
}
