// Shown instead of every dashboard page while the owner's two-factor policy holds this account
// back (GET /api/auth/me says twoFactorSetupRequired): the API refuses everything else until a
// second factor is set up, so this is the one thing to do. Enabling 2FA here lifts it at once;
// `children` are the other second factors the app offers (a passkey).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/account/logout';
import { TwoFactorCard } from './two-factor-card';

export function TwoFactorGate({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('twoFactor.gate.title')}</h1>
      </header>
      <p role="status">{t('twoFactor.gate.body')}</p>
      <div className="settings-grid">
        <TwoFactorCard />
        {children}
      </div>
      <div className="card__actions">
        <Button variant="ghost" onClick={() => void logout()}>
          {t('twoFactor.gate.logout')}
        </Button>
      </div>
    </div>
  );
}
