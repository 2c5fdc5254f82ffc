// /dash/login (no sidebar): the password form and, when the server has single sign-on, the
// "Log in with …" button; after a provider login of an account with two-factor on, the code.
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { LoginForm } from '@/features/auth/components/login-form';
import { SsoCodeForm } from '@/features/auth/components/sso-code-form';
import { SsoLogin } from '@/features/auth/components/sso-login';
import { safeNextPath } from '@/features/auth/utils/redirect';
import { useAccount } from '@/lib/account/account-store';

export function LoginPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const about = useAbout();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const ssoError = searchParams.get('sso_error');
  if (account) {
    // A failed link from Settings comes back here while logged in: show it there.
    if (ssoError) {
      return <Navigate to={`/dash/settings?sso_error=${encodeURIComponent(ssoError)}`} replace />;
    }
    return <Navigate to={next} replace />;
  }
  return (
    <section className="card auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading" className="auth-card__title">
        {t('auth.login.title')}
      </h1>
      {searchParams.get('sso') === 'code' ? (
        <SsoCodeForm />
      ) : (
        <SsoLogin sso={about.data?.sso} error={ssoError} next={next}>
          <LoginForm registrationOpen={about.data?.registration ?? false} />
        </SsoLogin>
      )}
    </section>
  );
}
