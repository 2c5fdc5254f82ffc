// /dash/settings: account, API secret and ShareX, security (2FA, policy, tokens, sessions,
// passkeys, single sign-on when configured),
// data, about. (The theme switch
// lives in the sidebar, on every dashboard page, not here.)
import { useAbout } from '@/features/about/api/get-about';
import { AboutCard } from '@/features/about/components/about-card';
import { PolicyCard } from '@/features/access/components/policy-card';
import { SessionsCard } from '@/features/access/components/sessions-card';
import { TokensCard } from '@/features/access/components/tokens-card';
import { ImportExportCard } from '@/features/import-export/components/import-export-card';
import { AccountCard } from '@/features/settings/components/account-card';
import { ApiSecretCard } from '@/features/settings/components/api-secret-card';
import { AutomaticLoginCard } from '@/features/settings/components/automatic-login-card';
import { PasskeysCard } from '@/features/passkeys/components/passkeys-card';
import { SignOutEverywhereCard } from '@/features/settings/components/sign-out-everywhere-card';
import { SsoCard } from '@/features/settings/components/sso-card';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';

export function SettingsPage() {
  const about = useAbout();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Settings</h1>
      </header>
      <div className="settings-grid">
        <AccountCard />
        <ApiSecretCard />
        <TwoFactorCard />
        <PolicyCard />
        <TokensCard />
        <SessionsCard />
        <PasskeysCard />
        {about.data?.sso && <SsoCard />}
        <AutomaticLoginCard />
        <SignOutEverywhereCard />
        <ImportExportCard />
        <AboutCard />
      </div>
    </div>
  );
}
