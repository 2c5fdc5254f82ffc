// Settings: who is logged in, with buttons for the credential popups.
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';

export function AccountCard() {
  const { t } = useTranslation();
  const account = useAccount();
  if (!account) return null;
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading" className="card__title">
        {t('settings.account.title')}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('settings.account.username')}</dt>
          <dd>{account.username}</dd>
        </div>
        <div>
          <dt>{t('settings.account.email')}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>{t('settings.account.role')}</dt>
          <dd>{t(`settings.account.roles.${account.role}`)}</dd>
        </div>
      </dl>
      <div className="card__actions">
        <Button onClick={() => void popups.open('ChangeUsername')}>
          {t('settings.account.changeUsername')}
        </Button>
        <Button onClick={() => void popups.open('ChangeEmail')}>
          {t('settings.account.changeEmail')}
        </Button>
        <Button onClick={() => void popups.open('ChangePassword')}>
          {t('settings.account.changePassword')}
        </Button>
      </div>
    </section>
  );
}
