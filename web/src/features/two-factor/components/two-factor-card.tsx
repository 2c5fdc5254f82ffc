// Settings section: the 2FA state of the current account with Enable / Disable.
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';

export function TwoFactorCard() {
  const account = useAccount();
  const enabled = account?.totp ?? false;
  return (
    <section className="card" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="card__title">
        Two-factor authentication
      </h2>
      <p>
        Status:{' '}
        <strong className={enabled ? 'badge badge--success' : 'badge'}>
          {enabled ? 'On' : 'Off'}
        </strong>
      </p>
      <p className="muted">
        {enabled
          ? 'Logging in and sensitive actions ask for a code from your authenticator app.'
          : 'Add a second step to logging in with an authenticator app (TOTP).'}
      </p>
      <div className="card__actions">
        {enabled ? (
          <Button
            variant="danger"
            onClick={async () => {
              if (await popups.open('DisableTOTP')) {
                toast('Two-factor authentication disabled');
              }
            }}
          >
            Disable 2FA
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void popups.open('EnableTOTP')}>
            Enable 2FA
          </Button>
        )}
      </div>
    </section>
  );
}
