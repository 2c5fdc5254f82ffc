// The login page's single sign-on part: the "Log in with <name>" button (a plain link, so the
// browser itself goes to the provider and comes back) and any error the callback reported. With
// OIDC_ONLY the password form is the owner's way in when the provider is down, behind a link.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/field';
import { ssoErrorMessage } from '../utils/sso-errors';

export interface SsoSettings {
  name: string;
  only: boolean;
}

export interface SsoLoginProps {
  sso: SsoSettings | undefined;
  /** The `sso_error` code of the address. */
  error: string | null;
  /** Where to land after login (already checked). */
  next: string;
  /** The password form. */
  children: ReactNode;
}

export function SsoLogin({ sso, error, next, children }: SsoLoginProps) {
  const { t } = useTranslation();
  const [ownerLogin, setOwnerLogin] = useState(false);
  const message = ssoErrorMessage(error);
  if (!sso) {
    return (
      <>
        <FormMessage message={message} />
        {children}
      </>
    );
  }
  const href = `/api/auth/oidc/login?next=${encodeURIComponent(next)}`;
  return (
    <div className="stack">
      <FormMessage message={message} />
      <a className="button button--primary sso-button" href={href}>
        {t('auth.sso.loginWith', { name: sso.name })}
      </a>
      {sso.only && !ownerLogin ? (
        <button type="button" className="link-button" onClick={() => setOwnerLogin(true)}>
          {t('auth.sso.ownerLogin')}
        </button>
      ) : (
        <>
          <p className="sso-divider muted">
            {sso.only ? t('auth.sso.ownerPassword') : t('auth.sso.orPassword')}
          </p>
          {children}
        </>
      )}
    </div>
  );
}
