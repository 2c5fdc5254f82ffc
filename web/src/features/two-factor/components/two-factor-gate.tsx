// Shown instead of every dashboard page while the owner's two-factor policy holds this account
// back (GET /api/auth/me says twoFactorSetupRequired): the API refuses everything else until a
// second factor is set up, so this is the one thing to do. Enabling 2FA here lifts it at once;
// `children` are the other second factors the app offers (a passkey).
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/account/logout';
import { TwoFactorCard } from './two-factor-card';

export function TwoFactorGate({ children }: { children?: ReactNode }) {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Set up two-factor authentication</h1>
      </header>
      <p role="status">
        This instance requires two-factor authentication for your account. Set up an authenticator
        app or a passkey to continue.
      </p>
      <div className="settings-grid">
        <TwoFactorCard />
        {children}
      </div>
      <div className="card__actions">
        <Button variant="ghost" onClick={() => void logout()}>
          Log out
        </Button>
      </div>
    </div>
  );
}
