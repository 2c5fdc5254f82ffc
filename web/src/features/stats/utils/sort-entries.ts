// Sorting of breakdown rows by their label or their visits; "(other)" always stays last.
import { currentLanguage } from '@/i18n';
import type { BreakdownEntry, Dimension } from '../types';
import { fullLabel, OTHER_VALUE } from './labels';

export type SortKey = 'value' | 'visits';
export type SortDirection = 'ascending' | 'descending';

export function sortEntries(
  dimension: Dimension,
  entries: BreakdownEntry[],
  key: SortKey,
  direction: SortDirection,
): BreakdownEntry[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const rest = entries.filter((e) => e.value !== OTHER_VALUE);
  const other = entries.filter((e) => e.value === OTHER_VALUE);
  const language = currentLanguage();
  const byLabel = (a: BreakdownEntry, b: BreakdownEntry) =>
    fullLabel(dimension, a.value).localeCompare(fullLabel(dimension, b.value), language);
  const sorted = [...rest].sort((a, b) =>
    key === 'visits' ? sign * (a.visits - b.visits) || byLabel(a, b) : sign * byLabel(a, b),
  );
  return [...sorted, ...other];
}
