// One breakdown as a table: a caption, header cells, and sort buttons for the value and the
// visits columns (aria-sort tells which one sorts, and how).
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import type { BreakdownEntry, Dimension } from '../types';
import { DIMENSION_TITLES, valueLabel } from '../utils/labels';
import { sortEntries, type SortDirection, type SortKey } from '../utils/sort-entries';

const VALUE_HEADERS: Record<Dimension, string> = {
  referrers: 'Referrer',
  countries: 'Country',
  devices: 'Device',
  browsers: 'Browser',
  os: 'Operating system',
};

function SortableHeader({
  label,
  column,
  sortKey,
  direction,
  onSort,
  numeric = false,
}: {
  label: string;
  column: SortKey;
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (column: SortKey) => void;
  numeric?: boolean;
}) {
  const active = column === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? direction : 'none'}
      className={numeric ? 'cell-number' : undefined}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

export function BreakdownTable({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  const [sortKey, setSortKey] = useState<SortKey>('visits');
  const [direction, setDirection] = useState<SortDirection>('descending');
  const total = entries.reduce((sum, e) => sum + e.visits, 0);
  const rows = sortEntries(dimension, entries, sortKey, direction);
  const valueHeader = VALUE_HEADERS[dimension];

  const onSort = (column: SortKey) => {
    if (column === sortKey) {
      setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    } else {
      setSortKey(column);
      setDirection(column === 'visits' ? 'descending' : 'ascending');
    }
  };

  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">
          {DIMENSION_TITLES[dimension]}, sorted by {sortKey === 'visits' ? 'visits' : valueHeader},{' '}
          {direction}
        </caption>
        <thead>
          <tr>
            <SortableHeader
              label={valueHeader}
              column="value"
              sortKey={sortKey}
              direction={direction}
              onSort={onSort}
            />
            <SortableHeader
              label="Visits"
              column="visits"
              sortKey={sortKey}
              direction={direction}
              onSort={onSort}
              numeric
            />
            <th scope="col" className="cell-number">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => {
            const { label, code } = valueLabel(dimension, entry.value);
            return (
              <tr key={entry.value ?? '\u0000null'}>
                <th
                  scope="row"
                  className={entry.value === null ? 'muted' : undefined}
                  title={code ? `${label} ${code}` : label}
                >
                  <span className="cell-clip">
                    {label}
                    {code && <span className="data-table__code"> {code}</span>}
                  </span>
                </th>
                <td className="cell-number">{formatNumber(entry.visits)}</td>
                <td className="cell-number">
                  {total > 0 ? `${Math.round((entry.visits / total) * 100)}%` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
