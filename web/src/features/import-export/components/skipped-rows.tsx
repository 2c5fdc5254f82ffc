// The rows an import skipped (or would skip), with their reasons, and the full report's link.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useDomains } from '@/lib/domains/get-domains';
import { domainNameOfHost } from '@/lib/domains/names';
import type { ImportResult } from '../types';

/** Rows shown in the popup; the rest are in the downloadable report. */
const SHOWN_ROWS = 100;

export function SkippedRows({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const rows = result.skippedRows ?? [];
  const { data: domains } = useDomains();
  // The domain column only when a row is on another domain than the default one.
  const showDomain = rows.some((row) => row.domain);
  const skipped = result.skipped_existing + result.skipped_invalid;
  if (skipped === 0) return null;
  const shown = rows.slice(0, SHOWN_ROWS);
  const more = skipped - shown.length;
  return (
    <section className="stack" aria-label={t('importExport.skipped.label')}>
      <p>
        {t(result.dryRun ? 'importExport.skipped.wouldSkip' : 'importExport.skipped.skipped', {
          count: skipped,
          number: formatNumber(skipped),
          existing: formatNumber(result.skipped_existing),
          invalid: formatNumber(result.skipped_invalid),
        })}
      </p>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">{t('importExport.skipped.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="cell-number">
                {t('importExport.skipped.columns.row')}
              </th>
              {showDomain && <th scope="col">{t('importExport.skipped.columns.domain')}</th>}
              <th scope="col">{t('importExport.skipped.columns.slug')}</th>
              <th scope="col">{t('importExport.skipped.columns.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} data-reason={row.reason}>
                <td className="cell-number">{row.row}</td>
                {showDomain && <td>{domainNameOfHost(domains, row.domain ?? null)}</td>}
                <td className="cell-truncate" title={row.slug ?? undefined}>
                  {row.slug ?? t('common.none')}
                </td>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && (
        <p className="muted">
          {t(
            result.reportUrl
              ? 'importExport.skipped.moreInReport'
              : 'importExport.skipped.moreNotShown',
            { count: more, number: formatNumber(more) },
          )}
        </p>
      )}
      {result.reportUrl && (
        <a className="button button--secondary" href={result.reportUrl} download>
          {t('importExport.skipped.report')}
        </a>
      )}
    </section>
  );
}
