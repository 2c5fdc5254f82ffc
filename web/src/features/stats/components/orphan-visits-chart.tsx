// Orphan visits per day, the three kinds stacked. The chart is an image to assistive
// technology, labelled by a text summary that is there at once (the totals and the slug table
// carry the figures); the drawing (recharts) arrives with its own chunk.
import { lazy, Suspense } from 'react';
import type { OrphanDay, OrphanFigures } from '../types';
import { orphanSummary } from '../utils/orphans';

const OrphanVisitsPlot = lazy(() => import('./orphan-visits-plot'));

export function OrphanVisitsChart({
  daily,
  totals,
  height = 280,
}: {
  daily: OrphanDay[];
  totals: OrphanFigures;
  height?: number;
}) {
  return (
    <div className="chart" role="img" aria-label={orphanSummary(daily, totals)} style={{ height }}>
      <Suspense fallback={null}>
        <OrphanVisitsPlot daily={daily} height={height} />
      </Suspense>
    </div>
  );
}
