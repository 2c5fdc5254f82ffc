// The rows an import skipped (or would skip), with their reasons, and the full report's link.
import { formatNumber } from '@/lib/format';
import { useDomains } from '@/lib/domains/get-domains';
import { domainNameOfHost } from '@/lib/domains/names';
import type { ImportResult } from '../types';

/** Rows shown in the popup; the rest are in the downloadable report. */
const SHOWN_ROWS = 100;

export function SkippedRows({ result }: { result: ImportResult }) {
  const rows = result.skippedRows ?? [];
  const { data: domains } = useDomains();
  // The domain column only when a row is on another domain than the default one.
  const showDomain = rows.some((row) => row.domain);
  const skipped = result.skipped_existing + result.skipped_invalid;
  if (skipped === 0) return null;
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <section className="stack" aria-label="Skipped rows">
      <p>
        {result.dryRun ? 'Would skip' : 'Skipped'} {formatNumber(skipped)}{' '}
        {skipped === 1 ? 'row' : 'rows'}: {formatNumber(result.skipped_existing)} existing,{' '}
        {formatNumber(result.skipped_invalid)} invalid.
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">Skipped rows and why</caption>
          <thead>
            <tr>
              <th scope="col" className="cell-number">
                Row
              </th>
              {showDomain && <th scope="col">Domain</th>}
              <th scope="col">Slug</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} data-reason={row.reason}>
                <td className="cell-number">{row.row}</td>
                {showDomain && <td>{domainNameOfHost(domains, row.domain ?? null)}</td>}
                <td className="cell-truncate" title={row.slug ?? undefined}>
                  {row.slug ?? '—'}
                </td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {skipped > shown.length && (
        <p className="muted">
          {formatNumber(skipped - shown.length)} more{' '}
          {result.reportUrl ? 'in the report.' : 'not shown.'}
        </p>
      )}
      {result.reportUrl && (
        <a className="button button--secondary" href={result.reportUrl} download>
          Download the report (CSV)
        </a>
      )}
    </section>
  );
}
