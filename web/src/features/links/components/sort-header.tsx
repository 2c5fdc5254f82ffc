// A sortable column header of the link table: aria-sort says the order, the arrow shows it.
import type { SortField, SortType } from '../types';

/** Decorative marks, hidden from screen readers (aria-sort and the labels say the same). */
const MARKS = { ascending: '▲', descending: '▼', unsorted: '↕' } as const;

export interface Column {
  field: SortField;
  label: string;
  /** The first click on a text column sorts ascending, on numbers and dates descending. */
  firstSort: SortType;
}

export function SortHeader({
  column,
  sortField,
  sortType,
  onSort,
}: {
  column: Column;
  sortField: SortField;
  sortType: SortType;
  onSort: (field: SortField, type: SortType) => void;
}) {
  const active = column.field === sortField;
  const ariaSort = active ? (sortType === 1 ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(column.field, active ? (sortType === 1 ? -1 : 1) : column.firstSort)}
      >
        {column.label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (sortType === 1 ? MARKS.ascending : MARKS.descending) : MARKS.unsorted}
        </span>
      </button>
    </th>
  );
}
