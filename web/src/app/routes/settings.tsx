// /dash/settings: account, API secret and ShareX, security, data, about. (The theme switch
// lives in the sidebar, on every dashboard page, not here.)
import { AboutCard } from '@/features/about/components/about-card';
import { ImportExportCard } from '@/features/import-export/components/import-export-card';
import { AccountCard } from '@/features/settings/components/account-card';
import { ApiSecretCard } from '@/features/settings/components/api-secret-card';
import { AutomaticLoginCard } from '@/features/settings/components/automatic-login-card';
import { PasskeysCard } from '@/features/passkeys/components/passkeys-card';
import { SignOutEverywhereCard } from '@/features/settings/components/sign-out-everywhere-card';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';

export function SettingsPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Settings</h1>
      </header>
      <div className="settings-grid">
        <AccountCard />
        <ApiSecretCard />
        <TwoFactorCard />
        <PasskeysCard />
        <AutomaticLoginCard />
        <SignOutEverywhereCard />
        <ImportExportCard />
        <AboutCard />
      </div>
    </div>
  );
}
