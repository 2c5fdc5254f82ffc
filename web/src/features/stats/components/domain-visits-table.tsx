// The visits of the range per domain, beside the chart of every domain together.
import { useTranslation } from 'react-i18next';
import { domainNameOfHost } from '@/lib/domains/names';
import type { Domain } from '@/lib/domains/types';
import { formatNumber } from '@/lib/format';
import type { DomainVisits } from '../types';

export function DomainVisitsTable({
  entries,
  domains,
}: {
  entries: DomainVisits[];
  domains: Domain[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t('stats.domainVisits.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.domainVisits.domain')}</th>
            <th scope="col" className="cell-number">
              {t('stats.figures.visits')}
            </th>
            <th scope="col" className="cell-number">
              {t('stats.figures.humanVisits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.domain ?? ''}>
              <th scope="row">{domainNameOfHost(domains, entry.domain)}</th>
              <td className="cell-number">{formatNumber(entry.visits)}</td>
              <td className="cell-number">{formatNumber(entry.humanVisits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
