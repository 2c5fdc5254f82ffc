// A dashboard address that names no screen (an old bookmark, a typo): said as such, with the
// way back, rather than treated as a short link.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className="card__title">
        {t('app.notFound.title')}
      </h1>
      <p className="muted">{t('app.notFound.body')}</p>
      <div className="card__actions">
        <Link className="button button--secondary" to="/dash/overview">
          {t('app.notFound.back')}
        </Link>
      </div>
    </section>
  );
}
