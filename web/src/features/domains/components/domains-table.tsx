// The domains page: every short domain with its links and fallbacks, a context menu per row,
// and "Add domain". Only the owner and admins manage domains.
import { useNavigate } from 'react-router';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useDomains } from '@/lib/domains/get-domains';
import { DEFAULT_DOMAIN_NAME, domainName } from '@/lib/domains/names';
import { formatNumber } from '@/lib/format';
import type { Domain } from '../types';
import { domainMenuItems } from './domain-menu-items';
import { FallbackCell } from './fallback-cell';

export function DomainsTable() {
  const allowed = isManager(useAccount());
  const { data: domains, isPending, error } = useDomains(allowed);

  if (!allowed) {
    return (
      <section className="card">
        <h2 className="card__title">Domains</h2>
        <p>Only the owner and admins can manage domains.</p>
      </section>
    );
  }

  return (
    <section className="card card--flush" aria-labelledby="domains-heading">
      <div className="toolbar">
        <h2 id="domains-heading" className="card__title">
          Short domains
        </h2>
        <Button variant="primary" onClick={() => void popups.open('AddDomain')}>
          Add domain
        </Button>
      </div>
      {error && !domains && (
        <p className="table-state" role="alert">
          Could not load domains: {error.message}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          Loading domains…
        </p>
      )}
      {domains && (
        <div className="table-wrap">
          <table className="table table--domains">
            <caption className="visually-hidden">Short domains</caption>
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col" className="cell-number">
                  Links
                </th>
                <th scope="col">Root redirect</th>
                <th scope="col">Not-found redirect</th>
                <th scope="col">Expired redirect</th>
                <th scope="col">Standard accounts</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {domains.map((domain) => (
                <DomainRow key={domain.id} domain={domain} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DomainRow({ domain }: { domain: Domain }) {
  const navigate = useNavigate();
  const name = domainName(domain);
  const label = `Actions for ${name}`;
  const items = () => domainMenuItems(domain, (path) => void navigate(path));
  return (
    <tr onContextMenu={(event) => openContextMenu(event, items(), { label })}>
      <td data-label="Domain">
        <span className="domain-name">{name}</span>
        {/* Without DOMAIN the default domain's name says it already. */}
        {domain.isDefault && name !== DEFAULT_DOMAIN_NAME && (
          <span className="badge badge--info">Default</span>
        )}
        {domain.host && domain.displayHost && domain.host !== domain.displayHost && (
          <span className="muted domain-name__ascii">{domain.host}</span>
        )}
      </td>
      <td data-label="Links" className="cell-number">
        {formatNumber(domain.links ?? undefined)}
      </td>
      <FallbackCell label="Root redirect" url={domain.rootRedirect} builtIn="Server default" />
      <FallbackCell
        label="Not-found redirect"
        url={domain.notFoundRedirect}
        builtIn="Built-in page"
      />
      <FallbackCell label="Expired redirect" url={domain.expiredRedirect} builtIn="Built-in page" />
      <td data-label="Standard accounts">
        {domain.standardMayCreate ? 'May create links' : 'Owner and admins only'}
      </td>
      <td className="table__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => openContextMenuAt(event.currentTarget, items(), { label })}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </td>
    </tr>
  );
}
