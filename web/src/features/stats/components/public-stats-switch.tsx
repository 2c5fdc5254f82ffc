// The public-statistics switch of a link: when on, anyone with the public address
// (<origin>/<slug>+) can see the link's statistics; a copy button gives that address. A
// password-protected link's destination is left out of them (docs/STATISTICS.md).
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { copyText } from '@/lib/clipboard';
import { linkShortUrl } from '@/lib/domains/short-url';
import { useSetPublicStats } from '../api/set-public-stats';
import type { StatsLink } from '../types';

export const PROTECTED_DESTINATION_HELP =
  "Public statistics never show a password-protected link's destination.";

export function PublicStatsSwitch({
  link,
  domain,
  host,
}: {
  link: StatsLink;
  /** about.domain: the public origin of links on the default domain. */
  domain: string | undefined;
  /** The link's short domain; null: the default one. */
  host: string | null;
}) {
  const mutation = useSetPublicStats();
  // The server's last word wins; until it answers, the switch shows the link's state.
  const [value, setValue] = useState<boolean | undefined>(undefined);
  const on = value ?? link.publicStats ?? false;
  const address = linkShortUrl(domain, host, `${link.slug}+`);

  const flip = () => {
    const next = !on;
    mutation.mutate(
      { id: link.id, publicStats: next },
      { onSuccess: (updated) => setValue(updated?.publicStats ?? next) },
    );
  };

  return (
    <section className="card public-stats" aria-labelledby="public-stats-heading">
      <h2 id="public-stats-heading" className="card__title">
        Sharing
      </h2>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="theme-toggle"
        disabled={mutation.isPending}
        onClick={flip}
      >
        <span className="theme-toggle__track" aria-hidden="true">
          <span className="theme-toggle__thumb" />
        </span>
        <span className="theme-toggle__label">Public statistics</span>
      </button>
      {on ? (
        <div className="public-stats__address">
          <p>
            Anyone with this address can see these statistics:{' '}
            <a href={address} className="cell-link" target="_blank" rel="noreferrer">
              {address}
            </a>
          </p>
          <Button
            size="sm"
            onClick={async () => {
              const copied = await copyText(address);
              toast(
                copied ? 'Public address copied' : 'Could not copy the address',
                copied ? 'info' : 'error',
              );
            }}
          >
            Copy public address
          </Button>
        </div>
      ) : (
        <p className="muted">Only you (and administrators) can see these statistics.</p>
      )}
      <p className="muted">{PROTECTED_DESTINATION_HELP}</p>
      <FormMessage message={mutation.error?.message} />
    </section>
  );
}
