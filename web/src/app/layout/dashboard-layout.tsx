// The dashboard frame: a sidebar (a top bar on small screens) with navigation, theme and
// logout, or — on login and register — a centred card without the sidebar.
import { Trans, useTranslation } from 'react-i18next';
import { NavLink, Outlet, useMatches } from 'react-router';
import { useAccount } from '@/lib/account/account-store';
import { logout } from '@/lib/account/logout';
import { isManager } from '@/lib/account/types';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { PasskeysCard } from '@/features/passkeys/components/passkeys-card';
import { TwoFactorGate } from '@/features/two-factor/components/two-factor-gate';
import { KeyboardShortcuts } from '../shortcuts/keyboard-shortcuts';
import type { RouteHandle } from '../title';
import { Brand } from './brand';

export function DashboardLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const hideSidebar = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideSidebar);
  const account = useAccount();

  if (hideSidebar) {
    return (
      <div className="auth-shell">
        <header className="auth-shell__header">
          <Brand />
          <ThemeToggle />
        </header>
        <main id="main" className="auth-shell__main">
          <Outlet />
        </main>
      </div>
    );
  }

  const held = account?.twoFactorSetupRequired && !account.totp;
  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="sidebar__inner">
          <Brand />
          <nav className="sidebar__nav" aria-label={t('shell.navigation.label')}>
            <NavLink to="/dash/overview" className="nav-link">
              {t('shell.navigation.overview')}
            </NavLink>
            <NavLink to="/dash/deleted" className="nav-link">
              {t('shell.navigation.deleted')}
            </NavLink>
            <NavLink to="/dash/teams" className="nav-link">
              {t('shell.navigation.teams')}
            </NavLink>
            {isManager(account) && (
              <>
                <NavLink to="/dash/domains" className="nav-link">
                  {t('shell.navigation.domains')}
                </NavLink>
                <NavLink to="/dash/users" className="nav-link">
                  {t('shell.navigation.users')}
                </NavLink>
                <NavLink to="/dash/audit" className="nav-link">
                  {t('shell.navigation.audit')}
                </NavLink>
              </>
            )}
            <NavLink to="/dash/settings" className="nav-link">
              {t('shell.navigation.settings')}
            </NavLink>
          </nav>
          <div className="sidebar__footer">
            <ThemeToggle />
            {account && (
              <p className="sidebar__account" title={account.email}>
                <Trans
                  i18nKey="shell.account.loggedInAs"
                  values={{ username: account.username }}
                  components={{ strong: <strong /> }}
                />
              </p>
            )}
            <button type="button" className="button button--ghost" onClick={() => void logout()}>
              {t('shell.account.logout')}
            </button>
          </div>
        </div>
      </aside>
      <main id="main" className="shell__main">
        {/* The two-factor policy: until a second factor is set up, nothing else works. */}
        {held ? (
          <TwoFactorGate>
            <PasskeysCard />
          </TwoFactorGate>
        ) : (
          <Outlet />
        )}
      </main>
      {account && !held && <KeyboardShortcuts />}
    </div>
  );
}
