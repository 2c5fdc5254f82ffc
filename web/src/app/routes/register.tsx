// /dash/register (no sidebar). When the server says registration is closed, say so instead.
import { Link } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterPage() {
  const about = useAbout();
  const closed = about.data?.registration === false;
  return (
    <section className="card auth-card" aria-labelledby="register-heading">
      <h1 id="register-heading" className="auth-card__title">
        Create an account
      </h1>
      {closed ? (
        <div className="stack">
          <p>Registration is not enabled on this instance. Ask its owner for an account.</p>
          <Link to="/dash/login">Back to log in</Link>
        </div>
      ) : (
        <RegisterForm />
      )}
    </section>
  );
}
