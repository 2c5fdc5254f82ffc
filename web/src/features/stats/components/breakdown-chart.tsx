// One breakdown (referrers, countries…) as horizontal bars, labelled by a text summary that is
// there at once; the drawing (recharts) arrives with its own chunk.
import { lazy, Suspense } from 'react';
import type { BreakdownEntry, Dimension } from '../types';
import { breakdownSummary } from '../utils/summaries';

const BreakdownPlot = lazy(() => import('./breakdown-plot'));

const ROW_HEIGHT = 28;
// What fits the axis's 120 px at 12 px: longer labels end in an ellipsis, and the bar's
// tooltip names them in full.
const LABEL_CHARACTERS = 18;

export function axisLabel(label: string): string {
  return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
}

export const chartHeight = (rows: number) => Math.max(120, rows * ROW_HEIGHT + 16);

export function BreakdownChart({
  dimension,
  entries,
}: {
  dimension: Dimension;
  entries: BreakdownEntry[];
}) {
  return (
    <div
      className="chart"
      role="img"
      aria-label={breakdownSummary(dimension, entries)}
      style={{ height: chartHeight(entries.length) }}
    >
      <Suspense fallback={null}>
        <BreakdownPlot dimension={dimension} entries={entries} />
      </Suspense>
    </div>
  );
}
