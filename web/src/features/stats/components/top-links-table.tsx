// The most visited links of the range, each linking to its statistics page. Links on other
// domains than the default one are named with their domain (one slug may exist on several).
import { Link } from 'react-router';
import { domainNameOfHost } from '@/lib/domains/names';
import type { Domain } from '@/lib/domains/types';
import { formatNumber } from '@/lib/format';
import { linkStatsPath } from '@/lib/paths';
import type { TopLink } from '../types';

export function TopLinksTable({
  links,
  domains,
}: {
  links: TopLink[];
  domains?: Domain[] | undefined;
}) {
  if (links.length === 0) return <p className="muted">No visits in this range</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Top links of the last 30 days, by visits</caption>
        <thead>
          <tr>
            <th scope="col">Short link</th>
            <th scope="col" className="cell-truncate">
              Destination
            </th>
            <th scope="col" className="cell-number">
              Visits
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => {
            const name = link.domain
              ? `${domainNameOfHost(domains, link.domain)}/${link.slug}`
              : `/${link.slug}`;
            return (
              <tr key={link.id}>
                <th scope="row">
                  <Link
                    to={linkStatsPath(link.id)}
                    className="cell-link"
                    aria-label={`Statistics of ${name}`}
                  >
                    {name}
                  </Link>
                </th>
                <td className="cell-truncate" title={link.destination}>
                  {link.destination}
                </td>
                <td className="cell-number">{formatNumber(link.visits)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
