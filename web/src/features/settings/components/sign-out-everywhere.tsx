// Settings → Security, inside the sessions card: sign out everywhere. Ends every session of this account (this browser too) after the
// verification popup; optionally replaces the API secret as well, since a password change alone
// leaves the secret working. The page then reloads to the login screen.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { signOutEverywhere } from '../api/sign-out-everywhere';

export function SignOutEverywhere({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const account = useAccount();
  const [rotateSecret, setRotateSecret] = useState(false);
  const checkboxId = useId();
  if (!account) return null;

  const signOut = async () => {
    const answer = await withVerification(
      (verification) => signOutEverywhere(rotateSecret, verification),
      rotateSecret
        ? 'Confirm to end every session of this account, here too, and replace its API secret.'
        : 'Confirm to end every session of this account, here too.',
    );
    if (answer?.success) reload();
  };

  return (
    <section className="card__section" aria-labelledby="sign-out-everywhere-heading">
      <h3 id="sign-out-everywhere-heading" className="card__subtitle">
        Sign out everywhere
      </h3>
      <p className="muted">
        Signs this account out on every device and browser, this one included. Changing the password
        keeps the API secret working: replace it here too if it may have leaked.
      </p>
      <p>
        <input
          id={checkboxId}
          type="checkbox"
          checked={rotateSecret}
          onChange={(event) => setRotateSecret(event.target.checked)}
        />{' '}
        <label htmlFor={checkboxId}>Also replace the API secret</label>
      </p>
      <div className="card__actions">
        <Button onClick={() => void signOut()}>Sign out everywhere</Button>
      </div>
    </section>
  );
}
