// The four totals of a range: visits, human visits, bot visits and unique visitors.
import { formatNumber } from '@/lib/format';
import type { StatsFigures } from '../types';

const ITEMS: readonly { key: keyof StatsFigures; label: string }[] = [
  { key: 'visits', label: 'Visits' },
  { key: 'humanVisits', label: 'Human visits' },
  { key: 'botVisits', label: 'Bot visits' },
  { key: 'uniqueVisitors', label: 'Unique visitors' },
];

export function StatsTotals({ totals }: { totals: StatsFigures }) {
  return (
    <section aria-label="Totals">
      <dl className="stats">
        {ITEMS.map((item) => (
          <div key={item.key} className="stat">
            <dt className="stat__label">{item.label}</dt>
            <dd className="stat__value">{formatNumber(totals[item.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
