// The most visited links of the range, each linking to its statistics page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDomains } from '@/lib/domains/get-domains';
import { domainNameOfHost } from '@/lib/domains/names';
import { formatNumber } from '@/lib/format';
import { linkStatsPath } from '@/lib/paths';
import type { BotsFilter, TopLink } from '../types';

export function TopLinksTable({ links, bots }: { links: TopLink[]; bots: BotsFilter }) {
  const { t } = useTranslation();
  // The server counts top links as `bots` selects: the overview asks for humans only.
  const { data: domains } = useDomains();
  // A slug alone is ambiguous once links live on several domains: others are named by host.
  const shortName = (link: TopLink) =>
    link.domain ? `${domainNameOfHost(domains, link.domain)}/${link.slug}` : `/${link.slug}`;
  if (links.length === 0) return <p className="muted">{t('stats.noVisits')}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t(`stats.topLinks.caption.${bots}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.topLinks.shortLink')}</th>
            <th scope="col" className="cell-truncate">
              {t('stats.topLinks.destination')}
            </th>
            <th scope="col" className="cell-number">
              {t(`stats.topLinks.counted.${bots}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id}>
              <th scope="row">
                <Link
                  to={linkStatsPath(link.id)}
                  className="cell-link"
                  aria-label={t('stats.topLinks.statisticsOf', { name: shortName(link) })}
                >
                  {shortName(link)}
                </Link>
              </th>
              <td className="cell-truncate" title={link.destination}>
                {link.destination}
              </td>
              <td className="cell-number">{formatNumber(link.visits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
