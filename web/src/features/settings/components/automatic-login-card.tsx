// Settings: allow automatic login for this account. It only takes effect when the server's
// SOLE_USER setting names this account (single-user instances without a login screen).
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useAccount, useAccountStore } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { setAutomaticLogin } from '../api/set-automatic-login';

export function AutomaticLoginCard() {
  const { t } = useTranslation();
  const account = useAccount();
  if (!account) return null;
  const allowed = account.allowAutomaticLogin;

  const toggle = async () => {
    const answer = await withVerification(
      (verification) => setAutomaticLogin(!allowed, verification),
      allowed
        ? t('settings.automaticLogin.confirmTurnOff')
        : t('settings.automaticLogin.confirmAllow'),
    );
    if (!answer?.success) return;
    if (answer.result?.account) useAccountStore.getState().setAccount(answer.result.account);
    else useAccountStore.getState().updateAccount({ allowAutomaticLogin: !allowed });
    toast(answer.message || t('settings.automaticLogin.updated'));
  };

  return (
    <section className="card" aria-labelledby="auto-login-heading">
      <h2 id="auto-login-heading" className="card__title">
        {t('settings.automaticLogin.title')}
      </h2>
      <p>
        {t('settings.automaticLogin.status')}{' '}
        <strong className={allowed ? 'badge badge--success' : 'badge'}>
          {allowed ? t('settings.automaticLogin.allowed') : t('settings.automaticLogin.off')}
        </strong>
      </p>
      <p className="muted">{t('settings.automaticLogin.description')}</p>
      <div className="card__actions">
        <Button onClick={() => void toggle()}>
          {allowed ? t('settings.automaticLogin.turnOff') : t('settings.automaticLogin.allow')}
        </Button>
      </div>
    </section>
  );
}
