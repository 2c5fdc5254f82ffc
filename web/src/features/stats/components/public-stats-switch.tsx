// The public-statistics switch of a link: when on, anyone with the public address
// (<origin>/<slug>+) can see the link's statistics; a copy button gives that address. A
// password-protected link's destination is left out of them (docs/STATISTICS.md).
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { stats as english } from '@/i18n/catalogs/en/stats';
import { copyText } from '@/lib/clipboard';
import { linkShortUrl } from '@/lib/domains/short-url';
import { useSetPublicStats } from '../api/set-public-stats';
import type { StatsLink } from '../types';

/** The English text of `stats.sharing.protectedHelp`, for tests. */
export const PROTECTED_DESTINATION_HELP = english.sharing.protectedHelp;

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
  const { t } = useTranslation();
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
        {t('stats.sharing.title')}
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
        <span className="theme-toggle__label">{t('stats.sharing.toggle')}</span>
      </button>
      {on ? (
        <div className="public-stats__address">
          <p>
            <Trans
              i18nKey="stats.sharing.anyone"
              values={{ address }}
              components={{
                address: (
                  <a href={address} className="cell-link" target="_blank" rel="noreferrer" />
                ),
              }}
            />
          </p>
          <Button
            size="sm"
            onClick={async () => {
              const copied = await copyText(address);
              toast(
                copied ? t('stats.sharing.copied') : t('stats.sharing.copyFailed'),
                copied ? 'info' : 'error',
              );
            }}
          >
            {t('stats.sharing.copy')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('stats.sharing.private')}</p>
      )}
      <p className="muted">{t('stats.sharing.protectedHelp')}</p>
      <FormMessage message={mutation.error?.message} />
    </section>
  );
}
