// The overview's link table: search, filters by tag, state and domain, sortable columns,
// pagination, multi-select with bulk delete and bulk edit (of the selection, or of every link the
// filters match), and a context menu per row (right-click or the
// row's "Actions" button). Each row shows the link's tags, a lock for a password and a badge for
// its state and its team; with several domains, a column names each link's domain. Accounts in a
// team switch between all their links and one team's.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDomains } from '@/lib/domains/get-domains';
import { hasSeveralDomains } from '@/lib/domains/names';
import { useAccount } from '@/lib/account/account-store';
import { formatNumber } from '@/lib/format';
import { useTeams } from '@/lib/teams/get-teams';
import { teamsForLinks } from '@/lib/teams/permissions';
import { useLinks } from '../api/get-links';
import type { BulkSelection, LinkListFilter, SortField, SortType } from '../types';
import { isFiltered, LinkFilters, NO_FILTERS, type LinkFilterValues } from './link-filters';
import { LinkRow } from './link-row';
import { SortHeader, type Column } from './sort-header';
import { ALL_TEAMS, TeamSwitcher } from './team-switcher';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface LinksTableProps {
  /** about.domain: the public origin of short URLs on the default domain. */
  domain: string | undefined;
  /** Owner and admins see links of other accounts, so they get an author column. */
  showAuthor: boolean;
}

export function LinksTable({ domain, showAuthor }: LinksTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [pagesize, setPagesize] = useState<number>(20);
  const [sortField, setSortField] = useState<SortField>('creationDate');
  const [sortType, setSortType] = useState<SortType>(-1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  const [filters, setFiltersState] = useState<LinkFilterValues>(NO_FILTERS);
  const campaign = useDebouncedValue(filters.campaign.trim(), 300);
  const [team, setTeamState] = useState(ALL_TEAMS);
  const teams = useTeams();
  const account = useAccount();

  // A new search or filter starts from the first page.
  if (lastSearch !== debouncedSearch) {
    setLastSearch(debouncedSearch);
    setPage(0);
  }
  const setFilters = (
    next: LinkFilterValues | ((current: LinkFilterValues) => LinkFilterValues),
  ) => {
    setFiltersState(next);
    setPage(0);
  };
  const setTeam = (next: string) => {
    setTeamState(next);
    setPage(0);
    // A selection of another team's links would be acted on unseen.
    setSelected(new Set());
  };
  const filterByTag = (tag: string) => {
    if (!filters.tags.includes(tag)) setFilters({ ...filters, tags: [...filters.tags, tag] });
  };

  // What the list shows, as its parameters: also what "every matching link" means to a bulk edit.
  const listFilter: LinkListFilter = {
    search: debouncedSearch || undefined,
    tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
    tagsMode: filters.tags.length > 1 ? filters.tagsMode : undefined,
    state: filters.state || undefined,
    domain: filters.domain || undefined,
    campaign: campaign || undefined,
    team: team || undefined,
  };
  const { data, isPending, isFetching, error } = useLinks({
    page,
    pagesize,
    sortField,
    sortType,
    ...listFilter,
  });
  const domains = useDomains();
  // With one domain the column would repeat one name on every row.
  const showDomain = hasSeveralDomains(domains.data);

  // A page past the end (links deleted meanwhile) jumps back to the last page with links.
  if (data && !isFetching && data.links.length === 0 && data.total > 0 && page > 0) {
    setPage(Math.max(0, Math.ceil(data.total / pagesize) - 1));
  }

  const links = data?.links ?? [];
  const visibleIds = links.map((l) => l.id);
  const selectedOnPage = visibleIds.filter((id) => selected.has(id));
  const allSelected = links.length > 0 && selectedOnPage.length === links.length;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pagesize));

  const columns: Column[] = [
    { field: 'slug', label: t('links.table.columns.shortLink'), firstSort: 1 },
    { field: 'destination', label: t('links.table.columns.destination'), firstSort: 1 },
    ...(showAuthor
      ? [
          {
            field: 'author' as const,
            label: t('links.table.columns.author'),
            firstSort: 1 as const,
          },
        ]
      : []),
    { field: 'visits', label: t('links.table.columns.visits'), firstSort: -1 },
    { field: 'humanVisits', label: t('links.table.columns.humanVisits'), firstSort: -1 },
    { field: 'creationDate', label: t('links.table.columns.created'), firstSort: -1 },
    { field: 'modifiedDate', label: t('links.table.columns.modified'), firstSort: -1 },
  ];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      if (allSelected) visibleIds.forEach((id) => next.delete(id));
      else visibleIds.forEach((id) => next.add(id));
      return next;
    });

  // A new link goes in the team shown, when the account may put links there.
  const createIn = teamsForLinks(teams.data, account).some((other) => other.id === team)
    ? team
    : undefined;
  const createLink = () => void popups.open('CreateLink', { domain, team: createIn });

  const deleteSelected = async () => {
    const chosen = links.filter((l) => selected.has(l.id));
    const deleted = await popups.open('DeleteLink', {
      links: chosen.map((l) => ({ id: l.id, slug: l.slug })),
    });
    if (deleted) {
      setSelected(new Set());
      if (chosen.length === links.length && page > 0) setPage(page - 1);
    }
  };

  const bulkEdit = (selection: BulkSelection, count: number) =>
    void popups.open('BulkEdit', { selection, count });
  // Every link of the page chosen, and more pages: the same edit can reach every match.
  const offerMatching = allSelected && data !== undefined && data.remaining > 0;

  let body: ReactNode;
  if (error && !data) {
    body = (
      <p className="table-state" role="alert">
        {t('links.table.loadFailed', { message: error.message })}
      </p>
    );
  } else if (isPending) {
    body = (
      <p className="table-state" role="status">
        {t('links.table.loading')}
      </p>
    );
  } else if (links.length === 0) {
    body = debouncedSearch ? (
      <p className="table-state">{t('links.table.noSearchMatch', { search: debouncedSearch })}</p>
    ) : isFiltered(filters) ? (
      <div className="table-state">
        <p>{t('links.table.noFilterMatch')}</p>
        <Button onClick={() => setFilters(NO_FILTERS)}>{t('links.table.clearFilters')}</Button>
      </div>
    ) : (
      <div className="table-state">
        <p>{team ? t('teams.links.emptyTeam') : t('links.table.empty')}</p>
        <Button variant="primary" onClick={createLink}>
          {t('links.table.createFirst')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="table-wrap">
        <table className="table table--links" aria-busy={isFetching || undefined}>
          <caption className="visually-hidden">
            {t(sortType === 1 ? 'links.table.captionAscending' : 'links.table.captionDescending', {
              column: columns.find((c) => c.field === sortField)?.label ?? sortField,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="table__select">
                <input
                  type="checkbox"
                  aria-label={t('links.table.selectAll')}
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selectedOnPage.length > 0 && !allSelected;
                  }}
                  onChange={toggleAll}
                />
              </th>
              {columns.map((column) => [
                <SortHeader
                  key={column.field}
                  column={column}
                  sortField={sortField}
                  sortType={sortType}
                  onSort={(field, type) => {
                    setSortField(field);
                    setSortType(type);
                    setPage(0);
                  }}
                />,
                column.field === 'slug' && showDomain && (
                  <th key="domain" scope="col">
                    {t('links.table.columns.domain')}
                  </th>
                ),
              ])}
              <th scope="col">
                <span className="visually-hidden">{t('links.table.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                domain={domain}
                domains={domains.data}
                showDomain={showDomain}
                showAuthor={showAuthor}
                teams={teams.data}
                selected={selected.has(link.id)}
                onToggle={() => toggle(link.id)}
                onPickTag={filterByTag}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="card card--flush" aria-labelledby="links-heading">
      <div className="toolbar">
        <h2 id="links-heading" className="card__title">
          {t('links.table.heading')}
        </h2>
        <TeamSwitcher teams={teams.data} value={team} onChange={setTeam} />
        <div className="toolbar__search">
          <label htmlFor="link-search" className="visually-hidden">
            {t('links.table.searchLabel')}
          </label>
          <input
            id="link-search"
            data-shortcut="search"
            type="search"
            className="input"
            placeholder={t('links.table.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {/* data-shortcut: the keys `c` and `/` find these (docs/dashboard.md#keyboard-shortcuts). */}
        <Button variant="primary" data-shortcut="create" onClick={createLink}>
          {t('links.table.create')}
        </Button>
      </div>
      <LinkFilters value={filters} onChange={setFilters} />
      {selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label={t('links.table.selection')}>
          <span>
            {t('links.table.selected', {
              count: selected.size,
              number: formatNumber(selected.size),
            })}
          </span>
          <Button size="sm" onClick={() => setSelected(new Set())}>
            {t('links.table.clearSelection')}
          </Button>
          <Button size="sm" onClick={() => bulkEdit({ ids: [...selected] }, selected.size)}>
            {t('links.bulk.edit')}
          </Button>
          {offerMatching && (
            <Button size="sm" onClick={() => bulkEdit({ filter: listFilter }, total)}>
              {t('links.bulk.editMatching', { count: total, number: formatNumber(total) })}
            </Button>
          )}
          <Button
            size="sm"
            variant="danger"
            disabled={selectedOnPage.length === 0}
            onClick={() => void deleteSelected()}
          >
            {t('links.table.deleteSelected')}
          </Button>
        </div>
      )}
      {body}
      {data && total > 0 && (
        <nav className="pagination" aria-label={t('links.table.pagination')}>
          <p className="pagination__info">
            {t('links.table.pageInfo', {
              page: formatNumber(page + 1),
              pages: formatNumber(pageCount),
              count: total,
              number: formatNumber(total),
            })}
          </p>
          <div className="pagination__controls">
            <label className="pagination__size">
              <span>{t('links.table.perPage')}</span>
              <select
                className="input input--sm"
                value={pagesize}
                onChange={(event) => {
                  setPagesize(Number(event.target.value));
                  setPage(0);
                }}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <Button size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('links.table.previous')}
            </Button>
            <Button size="sm" disabled={data.remaining <= 0} onClick={() => setPage(page + 1)}>
              {t('links.table.next')}
            </Button>
          </div>
        </nav>
      )}
    </section>
  );
}
