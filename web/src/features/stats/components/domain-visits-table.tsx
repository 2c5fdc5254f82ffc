// The visits of the range per domain, beside the chart of every domain together.
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
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Visits by domain</caption>
        <thead>
          <tr>
            <th scope="col">Domain</th>
            <th scope="col" className="cell-number">
              Visits
            </th>
            <th scope="col" className="cell-number">
              Human visits
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
