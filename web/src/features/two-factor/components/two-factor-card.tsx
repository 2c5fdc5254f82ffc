// Settings section: the 2FA state of the current account with Enable / Disable.
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';

export function TwoFactorCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const enabled = account?.totp ?? false;
  return (
    <section className="card" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="card__title">
        {t('twoFactor.card.title')}
      </h2>
      <p>
        {t('twoFactor.card.status')}{' '}
        <strong className={enabled ? 'badge badge--success' : 'badge'}>
          {enabled ? t('twoFactor.card.on') : t('twoFactor.card.off')}
        </strong>
      </p>
      <p className="muted">{enabled ? t('twoFactor.card.onHint') : t('twoFactor.card.offHint')}</p>
      <div className="card__actions">
        {enabled ? (
          <Button
            variant="danger"
            onClick={async () => {
              if (await popups.open('DisableTOTP')) {
                toast(t('twoFactor.card.disabled'));
              }
            }}
          >
            {t('twoFactor.card.disable')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void popups.open('EnableTOTP')}>
            {t('twoFactor.card.enable')}
          </Button>
        )}
      </div>
    </section>
  );
}
