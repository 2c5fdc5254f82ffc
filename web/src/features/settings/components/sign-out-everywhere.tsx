// Settings → Security, inside the sessions card: sign out everywhere. Ends every session of this account (this browser too) after the
// verification popup; optionally replaces the API secret as well, since a password change alone
// leaves the secret working. The page then reloads to the login screen.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { signOutEverywhere } from '../api/sign-out-everywhere';

export function SignOutEverywhere({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const [rotateSecret, setRotateSecret] = useState(false);
  const checkboxId = useId();
  if (!account) return null;

  const signOut = async () => {
    const answer = await withVerification(
      (verification) => signOutEverywhere(rotateSecret, verification),
      rotateSecret
        ? t('settings.signOutEverywhere.confirmWithSecret')
        : t('settings.signOutEverywhere.confirm'),
    );
    if (answer?.success) reload();
  };

  return (
    <section className="card__section" aria-labelledby="sign-out-everywhere-heading">
      <h3 id="sign-out-everywhere-heading" className="card__subtitle">
        {t('settings.signOutEverywhere.title')}
      </h3>
      <p className="muted">{t('settings.signOutEverywhere.description')}</p>
      <p>
        <input
          id={checkboxId}
          type="checkbox"
          checked={rotateSecret}
          onChange={(event) => setRotateSecret(event.target.checked)}
        />{' '}
        <label htmlFor={checkboxId}>{t('settings.signOutEverywhere.rotateSecret')}</label>
      </p>
      <div className="card__actions">
        <Button onClick={() => void signOut()}>{t('settings.signOutEverywhere.button')}</Button>
      </div>
    </section>
  );
}
