// The page header of a link's statistics: its short address (on its own domain) and destination.
import { linkShortUrl } from '@/lib/domains/short-url';
import type { StatsLink } from '../types';

export function StatsLinkHeader({
  link,
  domain,
}: {
  link: StatsLink | undefined;
  domain: string | undefined;
}) {
  const url = link ? linkShortUrl(domain, link.domain, link.slug) : '';
  return (
    <header className="page__header stats-header">
      <div className="stats-header__text">
        <h1 className="page__title">
          Statistics{link ? <span className="stats-header__slug"> /{link.slug}</span> : null}
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
