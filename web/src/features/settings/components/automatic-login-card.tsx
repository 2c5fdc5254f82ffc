// Settings: allow automatic login for this account. It only takes effect when the server's
// SOLE_USER setting names this account (single-user instances without a login screen).
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useAccount, useAccountStore } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { setAutomaticLogin } from '../api/set-automatic-login';

export function AutomaticLoginCard() {
  const account = useAccount();
  if (!account) return null;
  const allowed = account.allowAutomaticLogin;

  const toggle = async () => {
    const answer = await withVerification(
      (verification) => setAutomaticLogin(!allowed, verification),
      allowed
        ? 'Confirm to turn automatic login off.'
        : 'Confirm to allow automatic login for this account.',
    );
    if (!answer?.success) return;
    if (answer.result?.account) useAccountStore.getState().setAccount(answer.result.account);
    else useAccountStore.getState().updateAccount({ allowAutomaticLogin: !allowed });
    toast(answer.message || 'Account successfully updated');
  };

  return (
    <section className="card" aria-labelledby="auto-login-heading">
      <h2 id="auto-login-heading" className="card__title">
        Automatic login
      </h2>
      <p>
        Status:{' '}
        <strong className={allowed ? 'badge badge--success' : 'badge'}>
          {allowed ? 'Allowed' : 'Off'}
        </strong>
      </p>
      <p className="muted">
        Lets this browser skip the login screen. It only takes effect when the server names this
        account as its sole user.
      </p>
      <div className="card__actions">
        <Button onClick={() => void toggle()}>
          {allowed ? 'Turn off automatic login' : 'Allow automatic login'}
        </Button>
      </div>
    </section>
  );
}
