// The "Recently deleted" page: the links deleted within LINK_HISTORY_DAYS that the account may
// manage, newest first, each with its slug, domain, destination, when and by whom it was
// deleted, and "Restore". A refused restore (its slug was taken meanwhile) says the server's
// reason.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDomains } from '@/lib/domains/get-domains';
import { domainNameOfHost } from '@/lib/domains/names';
import type { Domain } from '@/lib/domains/types';
import { formatDateTime } from '@/lib/format';
import { useDeletedLinks } from '../api/get-deleted-links';
import { useRestoreLink } from '../api/restore-link';
import type { DeletedLink } from '../types';
import { actorText } from '../utils/actor';

/** The link as its buttons and messages name it: /slug, or domain/slug off the default domain. */
const linkName = (link: DeletedLink, domains: Domain[] | undefined) =>
  link.domain ? `${domainNameOfHost(domains, link.domain)}/${link.slug}` : `/${link.slug}`;

export function DeletedLinks() {
  const { t } = useTranslation();
  const deleted = useDeletedLinks();
  const { data: domains } = useDomains();
  const restore = useRestoreLink();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>();
  const heading = useRef<HTMLHeadingElement>(null);

  const restoreLink = async (link: DeletedLink) => {
    const name = linkName(link, domains);
    setNotice(undefined);
    try {
      await restore.mutateAsync(link.id);
      setNotice({ tone: 'success', message: t('history.deleted.restored', { name }) });
      // Its row (and the focused button) goes: keep the keyboard where the list is.
      heading.current?.focus();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setNotice({ tone: 'error', message: t('history.deleted.restoreFailed', { name, message }) });
    }
  };

  const links = deleted.data;
  return (
    <section className="card card--flush" aria-labelledby="deleted-heading">
      <div className="toolbar">
        <h2 id="deleted-heading" ref={heading} tabIndex={-1} className="card__title">
          {t('history.deleted.heading')}
        </h2>
      </div>
      <p className="card__intro muted">{t('history.deleted.intro')}</p>
      {notice && (
        <div className="card__intro">
          <FormMessage message={notice.message} tone={notice.tone} />
        </div>
      )}
      {deleted.error && !links && (
        <p className="table-state" role="alert">
          {t('history.deleted.loadFailed', { message: deleted.error.message })}
        </p>
      )}
      {deleted.isPending && (
        <p className="table-state" role="status">
          {t('history.deleted.loading')}
        </p>
      )}
      {links?.length === 0 && <p className="table-state">{t('history.deleted.empty')}</p>}
      {links && links.length > 0 && (
        <div className="table-wrap">
          <table className="table table--deleted" aria-busy={deleted.isFetching || undefined}>
            <caption className="visually-hidden">{t('history.deleted.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.deleted.columns.shortLink')}</th>
                <th scope="col">{t('history.deleted.columns.domain')}</th>
                <th scope="col">{t('history.deleted.columns.destination')}</th>
                <th scope="col">{t('history.deleted.columns.deletedAt')}</th>
                <th scope="col">{t('history.deleted.columns.deletedBy')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('history.deleted.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.id}>
                  <td data-label={t('history.deleted.columns.shortLink')}>
                    <span className="cell-link">/{link.slug}</span>
                  </td>
                  <td data-label={t('history.deleted.columns.domain')}>
                    {domainNameOfHost(domains, link.domain)}
                  </td>
                  <td
                    data-label={t('history.deleted.columns.destination')}
                    className="cell-truncate"
                    title={link.destination}
                  >
                    {link.destination}
                  </td>
                  <td data-label={t('history.deleted.columns.deletedAt')}>
                    <time dateTime={link.deletedAt}>{formatDateTime(link.deletedAt)}</time>
                  </td>
                  <td data-label={t('history.deleted.columns.deletedBy')}>
                    {actorText(link.deletion)}
                  </td>
                  <td className="table__actions">
                    <Button
                      size="sm"
                      aria-label={t('history.deleted.restoreLabel', {
                        name: linkName(link, domains),
                      })}
                      busy={restore.isPending && restore.variables === link.id}
                      onClick={() => void restoreLink(link)}
                    >
                      {t('history.deleted.restore')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
