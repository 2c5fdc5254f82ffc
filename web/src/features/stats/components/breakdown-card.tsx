// A card for one breakdown: its chart with the accessible table beside it.
import type { BreakdownEntry, Dimension } from '../types';
import { DIMENSION_TITLES } from '../utils/labels';
import { BreakdownChart } from './breakdown-chart';
import { BreakdownTable } from './breakdown-table';

export function BreakdownCard({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  const headingId = `breakdown-${dimension}`;
  return (
    <section className="card breakdown" aria-labelledby={headingId}>
      <h3 id={headingId} className="card__title">
        {DIMENSION_TITLES[dimension]}
      </h3>
      {entries.length === 0 ? (
        <p className="muted">No data.</p>
      ) : (
        <div className="breakdown__body">
          <BreakdownChart dimension={dimension} entries={entries} />
          <BreakdownTable dimension={dimension} entries={entries} />
        </div>
      )}
    </section>
  );
}
