// What each settings section holds. The cards come from their features; this file only
// composes them, since features never import each other.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { AboutCard } from '@/features/about/components/about-card';
import { PolicyCard } from '@/features/access/components/policy-card';
import { SessionsCard } from '@/features/access/components/sessions-card';
import { TokensCard } from '@/features/access/components/tokens-card';
import { ImportExportCard } from '@/features/import-export/components/import-export-card';
import { PasskeysCard } from '@/features/passkeys/components/passkeys-card';
import { AccountCard } from '@/features/settings/components/account-card';
import { ApiSecretCard } from '@/features/settings/components/api-secret-card';
import { AutomaticLoginCard } from '@/features/settings/components/automatic-login-card';
import { LanguageCard } from '@/features/settings/components/language-card';
import { SignOutEverywhere } from '@/features/settings/components/sign-out-everywhere';
import { SsoCard } from '@/features/settings/components/sso-card';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';

export function ProfileSection() {
  return (
    <div className="settings-grid">
      <AccountCard />
      <LanguageCard />
    </div>
  );
}

export function SecuritySection() {
  const about = useAbout();
  return (
    <div className="settings-grid">
      <TwoFactorCard />
      <PasskeysCard />
      {/* Tables take the whole width: beside another card their columns would not fit. */}
      <div className="settings-grid__wide">
        <SessionsCard>
          <SignOutEverywhere />
        </SessionsCard>
      </div>
      {about.data?.sso && <SsoCard />}
      <AutomaticLoginCard />
    </div>
  );
}

export function ApiAccessSection() {
  return (
    <div className="settings-grid">
      <ApiSecretCard />
      <div className="settings-grid__wide">
        <TokensCard />
      </div>
    </div>
  );
}

export function ImportExportSection() {
  return (
    <div className="settings-grid">
      <ImportExportCard />
    </div>
  );
}

export function InstanceSection() {
  const { t } = useTranslation();
  const account = useAccount();
  if (!isManager(account)) {
    return (
      <section className="card" aria-labelledby="instance-pages-heading">
        <h2 id="instance-pages-heading" className="card__title">
          {t('app.settings.instance.title')}
        </h2>
        <p className="muted">{t('app.settings.instance.managersOnly')}</p>
      </section>
    );
  }
  return (
    <div className="settings-grid">
      <PolicyCard />
      <section className="card" aria-labelledby="instance-pages-heading">
        <h2 id="instance-pages-heading" className="card__title">
          {t('app.settings.instance.title')}
        </h2>
        {account?.role !== 'owner' && (
          <p className="muted">{t('app.settings.instance.ownerOnly')}</p>
        )}
        <p className="muted">{t('app.settings.instance.elsewhere')}</p>
        <div className="card__actions">
          <Link className="button button--secondary" to="/dash/users">
            {t('app.settings.instance.users')}
          </Link>
          <Link className="button button--secondary" to="/dash/domains">
            {t('app.settings.instance.domains')}
          </Link>
        </div>
      </section>
    </div>
  );
}

export function AboutSection() {
  return (
    <div className="settings-grid">
      <AboutCard />
    </div>
  );
}
