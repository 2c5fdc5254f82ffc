// The page header of a link's statistics: its short address (on its own domain) and destination.
import { useTranslation } from 'react-i18next';
import { linkShortUrl } from '@/lib/domains/short-url';
import type { StatsLink } from '../types';

export function StatsLinkHeader({
  link,
  domain,
  host,
}: {
  link: StatsLink | undefined;
  /** about.domain: the public origin of links on the default domain. */
  domain: string | undefined;
  /** The link's short domain; null: the default one. */
  host: string | null;
}) {
  const { t } = useTranslation();
  const url = link ? linkShortUrl(domain, host, link.slug) : '';
  return (
    <header className="page__header stats-header">
      <div className="stats-header__text">
        <h1 className="page__title">
          {t('stats.link.title')}
          {link ? <span className="stats-header__slug"> /{link.slug}</span> : null}
        </h1>
        {link && (
          <p className="muted stats-header__destination">
            <a href={url} className="cell-link" target="_blank" rel="noreferrer">
              {url}
            </a>
            {link.destination && (
              <>
                {' '}
                →{' '}
                <a href={link.destination} target="_blank" rel="noreferrer noopener">
                  {link.destination}
                </a>
              </>
            )}
          </p>
        )}
      </div>
    </header>
  );
}
