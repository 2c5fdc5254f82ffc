// /dash/login (no sidebar).
import { Navigate, useSearchParams } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextPath } from '@/features/auth/utils/redirect';
import { useAccount } from '@/lib/account/account-store';

export function LoginPage() {
  const account = useAccount();
  const about = useAbout();
  const [searchParams] = useSearchParams();
  if (account) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  return (
    <section className="card auth-card" aria-labelledby="login-heading">
      <h1 id="login-heading" className="auth-card__title">
        Log in
      </h1>
      <LoginForm registrationOpen={about.data?.registration ?? false} />
    </section>
  );
}
