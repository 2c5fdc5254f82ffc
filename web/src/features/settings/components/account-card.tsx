// Settings: who is logged in, with buttons for the credential popups.
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';

const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', standard: 'Standard' } as const;

export function AccountCard() {
  const account = useAccount();
  if (!account) return null;
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading" className="card__title">
        Account
      </h2>
      <dl className="facts">
        <div>
          <dt>Username</dt>
          <dd>{account.username}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{ROLE_NAMES[account.role]}</dd>
        </div>
      </dl>
      <div className="card__actions">
        <Button onClick={() => void popups.open('ChangeUsername')}>Change username</Button>
        <Button onClick={() => void popups.open('ChangeEmail')}>Change e-mail</Button>
        <Button onClick={() => void popups.open('ChangePassword')}>Change password</Button>
      </div>
    </section>
  );
}
