// Version and counts of this instance, for the Settings page.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useAbout } from '../api/get-about';

export function AboutCard() {
  const { t } = useTranslation();
  const { data, isPending, error } = useAbout();
  return (
    <section className="card" aria-labelledby="about-heading">
      <h2 id="about-heading" className="card__title">
        {t('about.card.title')}
      </h2>
      {isPending && <p className="muted">{t('common.loading')}</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && (
        <dl className="facts">
          <div>
            <dt>{t('about.card.version')}</dt>
            <dd>{data.version ?? t('common.none')}</dd>
          </div>
          <div>
            <dt>{t('about.card.links')}</dt>
            <dd>{formatNumber(data.links)}</dd>
          </div>
          {data.accounts !== undefined && (
            <div>
              <dt>{t('about.card.accounts')}</dt>
              <dd>{formatNumber(data.accounts)}</dd>
            </div>
          )}
          <div>
            <dt>{t('about.card.domain')}</dt>
            <dd>{data.domain}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
