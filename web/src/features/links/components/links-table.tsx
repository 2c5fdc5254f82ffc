// The overview's link table: search, filters by tag, state and domain, sortable columns,
// pagination, multi-select with bulk delete, and a context menu per row (right-click or the
// row's "Actions" button). Each row shows the link's tags, a lock for a password and a badge for
// its state; with several domains, a column names each link's domain.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDomains } from '@/lib/domains/get-domains';
import { domainNameOfHost, hasSeveralDomains } from '@/lib/domains/names';
import { linkShortUrl } from '@/lib/domains/short-url';
import type { Domain } from '@/lib/domains/types';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { linkStatsPath } from '@/lib/paths';
import { useLinks } from '../api/get-links';
import type { Link, SortField, SortType } from '../types';
import { isFiltered, LinkFilters, NO_FILTERS, type LinkFilterValues } from './link-filters';
import { linkMenuItems } from './link-menu-items';
import { LinkStatus, LinkTags } from './link-status';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface LinksTableProps {
  /** about.domain: the public origin of short URLs on the default domain. */
  domain: string | undefined;
  /** Owner and admins see links of other accounts, so they get an author column. */
  showAuthor: boolean;
}

interface Column {
  field: SortField;
  label: string;
  /** The first click on a text column sorts ascending, on numbers and dates descending. */
  firstSort: SortType;
}

function SortHeader({
  column,
  sortField,
  sortType,
  onSort,
}: {
  column: Column;
  sortField: SortField;
  sortType: SortType;
  onSort: (field: SortField, type: SortType) => void;
}) {
  const active = column.field === sortField;
  const ariaSort = active ? (sortType === 1 ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(column.field, active ? (sortType === 1 ? -1 : 1) : column.firstSort)}
      >
        {column.label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (sortType === 1 ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

export function LinksTable({ domain, showAuthor }: LinksTableProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [pagesize, setPagesize] = useState<number>(20);
  const [sortField, setSortField] = useState<SortField>('creationDate');
  const [sortType, setSortType] = useState<SortType>(-1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [lastSearch, setLastSearch] = useState(debouncedSearch);
  const [filters, setFiltersState] = useState<LinkFilterValues>(NO_FILTERS);

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
  const filterByTag = (tag: string) => {
    if (!filters.tags.includes(tag)) setFilters({ ...filters, tags: [...filters.tags, tag] });
  };

  const { data, isPending, isFetching, error } = useLinks({
    page,
    pagesize,
    sortField,
    sortType,
    search: debouncedSearch || undefined,
    tags: filters.tags.length > 0 ? filters.tags.join(',') : undefined,
    tagsMode: filters.tags.length > 1 ? filters.tagsMode : undefined,
    state: filters.state || undefined,
    domain: filters.domain || undefined,
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
    { field: 'slug', label: 'Short link', firstSort: 1 },
    { field: 'destination', label: 'Destination', firstSort: 1 },
    ...(showAuthor ? [{ field: 'author' as const, label: 'Author', firstSort: 1 as const }] : []),
    { field: 'visits', label: 'Visits', firstSort: -1 },
    { field: 'humanVisits', label: 'Human visits', firstSort: -1 },
    { field: 'creationDate', label: 'Created', firstSort: -1 },
    { field: 'modifiedDate', label: 'Modified', firstSort: -1 },
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

  let body: ReactNode;
  if (error && !data) {
    body = (
      <p className="table-state" role="alert">
        Could not load links: {error.message}
      </p>
    );
  } else if (isPending) {
    body = (
      <p className="table-state" role="status">
        Loading links…
      </p>
    );
  } else if (links.length === 0) {
    body = debouncedSearch ? (
      <p className="table-state">No links match “{debouncedSearch}”.</p>
    ) : isFiltered(filters) ? (
      <div className="table-state">
        <p>No links match the filters.</p>
        <Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>
      </div>
    ) : (
      <div className="table-state">
        <p>No links yet.</p>
        <Button variant="primary" onClick={() => void popups.open('CreateLink', { domain })}>
          Create your first link
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="table-wrap">
        <table className="table table--links" aria-busy={isFetching || undefined}>
          <caption className="visually-hidden">
            Links, sorted by {columns.find((c) => c.field === sortField)?.label ?? sortField},{' '}
            {sortType === 1 ? 'ascending' : 'descending'}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="table__select">
                <input
                  type="checkbox"
                  aria-label="Select all links on this page"
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
                    Domain
                  </th>
                ),
              ])}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
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
          Links
        </h2>
        <div className="toolbar__search">
          <label htmlFor="link-search" className="visually-hidden">
            Search links
          </label>
          <input
            id="link-search"
            type="search"
            className="input"
            placeholder="Search slug, destination, title or notes"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button variant="primary" onClick={() => void popups.open('CreateLink', { domain })}>
          Create link
        </Button>
      </div>
      <LinkFilters value={filters} onChange={setFilters} />
      {selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label="Selection">
          <span>{selected.size} selected</span>
          <Button size="sm" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={selectedOnPage.length === 0}
            onClick={() => void deleteSelected()}
          >
            Delete selected
          </Button>
        </div>
      )}
      {body}
      {data && total > 0 && (
        <nav className="pagination" aria-label="Pagination">
          <p className="pagination__info">
            Page {page + 1} of {pageCount} · {formatNumber(total)} {total === 1 ? 'link' : 'links'}
          </p>
          <div className="pagination__controls">
            <label className="pagination__size">
              <span>Per page</span>
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
              Previous
            </Button>
            <Button size="sm" disabled={data.remaining <= 0} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </nav>
      )}
    </section>
  );
}

function LinkRow({
  link,
  domain,
  domains,
  showDomain,
  showAuthor,
  selected,
  onToggle,
  onPickTag,
}: {
  link: Link;
  domain: string | undefined;
  domains: Domain[] | undefined;
  showDomain: boolean;
  showAuthor: boolean;
  selected: boolean;
  onToggle: () => void;
  onPickTag: (tag: string) => void;
}) {
  const navigate = useNavigate();
  const url = linkShortUrl(domain, link.domain, link.slug);
  // One slug may exist on several domains: controls of links elsewhere than on the default
  // domain name the domain too.
  const name = link.domain ? `${domainNameOfHost(domains, link.domain)}/${link.slug}` : link.slug;
  const label = `Actions for ${name}`;
  const menu = () => linkMenuItems(link, domain, (path) => void navigate(path));
  return (
    <tr
      className={selected ? 'is-selected' : undefined}
      onContextMenu={(event) => openContextMenu(event, menu(), { label })}
    >
      <td className="table__select">
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={selected}
          onChange={onToggle}
        />
      </td>
      <td data-label="Short link">
        <div className="link-cell">
          <span className="link-cell__main">
            <a href={url} target="_blank" rel="noreferrer" className="cell-link">
              /{link.slug}
            </a>
            <LinkStatus link={link} />
          </span>
          <LinkTags tags={link.tags} onPick={onPickTag} />
        </div>
      </td>
      {showDomain && <td data-label="Domain">{domainNameOfHost(domains, link.domain)}</td>}
      <td data-label="Destination" className="cell-truncate" title={link.destination}>
        {link.title && <span className="link-title">{link.title}</span>}
        {link.destination}
      </td>
      {showAuthor && <td data-label="Author">{link.account}</td>}
      <td data-label="Visits" className="cell-number">
        <RouterLink
          to={linkStatsPath(link.id)}
          title={`Statistics of ${link.domain ? name : `/${name}`}`}
          aria-label={`${formatNumber(link.visits)} visits: statistics of ${link.domain ? name : `/${name}`}`}
        >
          {formatNumber(link.visits)}
        </RouterLink>
      </td>
      <td data-label="Human visits" className="cell-number">
        {formatNumber(link.humanVisits)}
      </td>
      <td data-label="Created">
        <time dateTime={link.creationDate} title={formatDateTime(link.creationDate)}>
          {formatDate(link.creationDate)}
        </time>
      </td>
      <td data-label="Modified">
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
          <span aria-hidden="true">⋯</span>
        </button>
      </td>
    </tr>
  );
}
