// /dash/register (no sidebar). When the server says registration is closed, say so instead.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const about = useAbout();
  const closed = about.data?.registration === false;
  return (
    <section className="card auth-card" aria-labelledby="register-heading">
      <h1 id="register-heading" className="auth-card__title">
        {t('auth.register.title')}
      </h1>
      {closed ? (
        <div className="stack">
          <p>{t('auth.register.closed')}</p>
          <Link to="/dash/login">{t('auth.register.backToLogin')}</Link>
        </div>
      ) : (
        <RegisterForm />
      )}
    </section>
  );
}
