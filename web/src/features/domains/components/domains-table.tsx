// The domains page: every short domain with its links and fallbacks (a badge when it serves app
// links), a context menu per row, and "Add domain". Only the owner and admins manage domains.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useDomains } from '@/lib/domains/get-domains';
import { defaultDomainName, domainName } from '@/lib/domains/names';
import { formatNumber } from '@/lib/format';
import type { Domain } from '../types';
import { hasAppLinks } from '../utils/app-links';
import { domainMenuItems } from './domain-menu-items';
import { FallbackCell } from './fallback-cell';

/** The menu button's icon; the button's label names it. */
const MENU_ICON = '⋯';

export function DomainsTable() {
  const { t } = useTranslation();
  const allowed = isManager(useAccount());
  const { data: domains, isPending, error } = useDomains(allowed);

  if (!allowed) {
    return (
      <section className="card">
        <h2 className="card__title">{t('domains.title')}</h2>
        <p>{t('domains.table.forbidden')}</p>
      </section>
    );
  }

  return (
    <section className="card card--flush" aria-labelledby="domains-heading">
      <div className="toolbar">
        <h2 id="domains-heading" className="card__title">
          {t('domains.table.heading')}
        </h2>
        <Button variant="primary" onClick={() => void popups.open('AddDomain')}>
          {t('domains.add.submit')}
        </Button>
      </div>
      {error && !domains && (
        <p className="table-state" role="alert">
          {t('domains.table.loadFailed', { message: error.message })}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          {t('domains.table.loading')}
        </p>
      )}
      {domains && (
        <div className="table-wrap">
          <table className="table table--domains">
            <caption className="visually-hidden">{t('domains.table.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('domains.table.columns.domain')}</th>
                <th scope="col" className="cell-number">
                  {t('domains.table.columns.links')}
                </th>
                <th scope="col">{t('domains.table.columns.rootRedirect')}</th>
                <th scope="col">{t('domains.table.columns.notFoundRedirect')}</th>
                <th scope="col">{t('domains.table.columns.expiredRedirect')}</th>
                <th scope="col">{t('domains.table.columns.standardAccounts')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('domains.table.columns.actions')}</span>
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = domainName(domain);
  const label = t('domains.table.actionsFor', { name });
  const items = () => domainMenuItems(domain, (path) => void navigate(path));
  return (
    <tr onContextMenu={(event) => openContextMenu(event, items(), { label })}>
      <td data-label={t('domains.table.columns.domain')}>
        <span className="domain-name">{name}</span>
        {/* Without DOMAIN the default domain's name says it already. */}
        {domain.isDefault && name !== defaultDomainName() && (
          <span className="badge badge--info">{t('domains.table.default')}</span>
        )}
        {hasAppLinks(domain) && (
          <span className="badge badge--info">{t('domains.table.appLinks')}</span>
        )}
        {domain.host && domain.displayHost && domain.host !== domain.displayHost && (
          <span className="muted domain-name__ascii">{domain.host}</span>
        )}
      </td>
      <td data-label={t('domains.table.columns.links')} className="cell-number">
        {formatNumber(domain.links ?? undefined)}
      </td>
      <FallbackCell
        label={t('domains.table.columns.rootRedirect')}
        url={domain.rootRedirect}
        builtIn={t('domains.table.serverDefault')}
      />
      <FallbackCell
        label={t('domains.table.columns.notFoundRedirect')}
        url={domain.notFoundRedirect}
        builtIn={t('domains.table.builtInPage')}
      />
      <FallbackCell
        label={t('domains.table.columns.expiredRedirect')}
        url={domain.expiredRedirect}
        builtIn={t('domains.table.builtInPage')}
      />
      <td data-label={t('domains.table.columns.standardAccounts')}>
        {domain.standardMayCreate ? t('domains.table.mayCreate') : t('domains.table.managersOnly')}
      </td>
      <td className="table__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => openContextMenuAt(event.currentTarget, items(), { label })}
        >
          <span aria-hidden="true">{MENU_ICON}</span>
        </button>
      </td>
    </tr>
  );
}
