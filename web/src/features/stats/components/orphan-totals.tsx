// The three totals of orphan visits, each with what it counts.
import { formatNumber } from '@/lib/format';
import type { OrphanFigures } from '../types';
import { ORPHAN_KINDS } from '../utils/orphans';

export function OrphanTotals({ totals }: { totals: OrphanFigures }) {
  return (
    <section aria-label="Totals">
      <dl className="stats">
        {ORPHAN_KINDS.map(({ kind, label, hint }) => (
          <div key={kind} className="stat">
            <dt className="stat__label">{label}</dt>
            <dd className="stat__value">{formatNumber(totals[kind])}</dd>
            <dd className="stat__hint">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
