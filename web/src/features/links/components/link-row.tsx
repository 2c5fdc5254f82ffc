// One row of the link table: selection, short link with its state, team and tags, domain,
// destination, author, visits, dates, and the row's actions menu (also on right-click).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { domainNameOfHost } from '@/lib/domains/names';
import { linkShortUrl } from '@/lib/domains/short-url';
import type { Domain } from '@/lib/domains/types';
import { useAccount } from '@/lib/account/account-store';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { linkStatsPath } from '@/lib/paths';
import { mayChangeLink, teamsForLinks } from '@/lib/teams/permissions';
import type { Team } from '@/lib/teams/types';
import type { Link } from '../types';
import { linkMenuItems } from './link-menu-items';
import { LinkStatus, LinkTags } from './link-status';

/** The actions button's mark, hidden from screen readers (its label says what it does). */
const MENU_MARK = '⋯';

export function LinkRow({
  link,
  domain,
  domains,
  showDomain,
  showAuthor,
  teams,
  selected,
  onToggle,
  onPickTag,
}: {
  link: Link;
  domain: string | undefined;
  domains: Domain[] | undefined;
  showDomain: boolean;
  showAuthor: boolean;
  /** The teams the account sees: what it may do to a team's link depends on its role there. */
  teams: Team[] | undefined;
  selected: boolean;
  onToggle: () => void;
  onPickTag: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = linkShortUrl(domain, link.domain, link.slug);
  // One slug may exist on several domains: controls of links elsewhere than on the default
  // domain name the domain too.
  const name = link.domain ? `${domainNameOfHost(domains, link.domain)}/${link.slug}` : link.slug;
  const label = t('links.table.rowActions', { name });
  const statsName = link.domain ? name : `/${name}`;
  const account = useAccount();
  const menu = () =>
    linkMenuItems(link, domain, (path) => void navigate(path), {
      name: statsName,
      mayChange: mayChangeLink(link.team, teams, account),
      // Out of its team, or into one: somewhere to go.
      mayMove: link.team !== null || teamsForLinks(teams, account).length > 0,
    });
  return (
    <tr
      className={selected ? 'is-selected' : undefined}
      onContextMenu={(event) => openContextMenu(event, menu(), { label })}
    >
      <td className="table__select">
        <input
          type="checkbox"
          aria-label={t('links.table.selectLink', { name })}
          checked={selected}
          onChange={onToggle}
        />
      </td>
      <td data-label={t('links.table.columns.shortLink')}>
        <div className="link-cell">
          <span className="link-cell__main">
            <a href={url} target="_blank" rel="noreferrer" className="cell-link">
              /{link.slug}
            </a>
            <LinkStatus link={link} />
            {link.team && (
              <span className="badge badge--info" title={t('teams.links.field')}>
                <span className="visually-hidden">{t('teams.links.badge')} </span>
                {link.team.name}
              </span>
            )}
          </span>
          <LinkTags tags={link.tags} onPick={onPickTag} />
        </div>
      </td>
      {showDomain && (
        <td data-label={t('links.table.columns.domain')}>
          {domainNameOfHost(domains, link.domain)}
        </td>
      )}
      <td
        data-label={t('links.table.columns.destination')}
        className="cell-truncate"
        title={link.destination}
      >
        {link.title && <span className="link-title">{link.title}</span>}
        {link.destination}
        {link.utm?.campaign && (
          <small className="link-campaign">
            {t('links.utm.shown', { campaign: link.utm.campaign })}
          </small>
        )}
      </td>
      {showAuthor && <td data-label={t('links.table.columns.author')}>{link.account}</td>}
      <td data-label={t('links.table.columns.visits')} className="cell-number">
        <RouterLink
          to={linkStatsPath(link.id)}
          title={t('links.table.statisticsOf', { name: statsName })}
          aria-label={t('links.table.visitsLink', {
            count: link.visits,
            number: formatNumber(link.visits),
            name: statsName,
          })}
        >
          {formatNumber(link.visits)}
        </RouterLink>
      </td>
      <td data-label={t('links.table.columns.humanVisits')} className="cell-number">
        {formatNumber(link.humanVisits)}
      </td>
      <td data-label={t('links.table.columns.created')}>
        <time dateTime={link.creationDate} title={formatDateTime(link.creationDate)}>
          {formatDate(link.creationDate)}
        </time>
      </td>
      <td data-label={t('links.table.columns.modified')}>
        <time dateTime={link.modifiedDate} title={formatDateTime(link.modifiedDate)}>
          {formatDate(link.modifiedDate)}
        </time>
      </td>
      <td className="table__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => openContextMenuAt(event.currentTarget, menu(), { label })}
        >
          <span aria-hidden="true">{MENU_MARK}</span>
        </button>
      </td>
    </tr>
  );
}
