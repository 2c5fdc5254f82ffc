// Settings: link this account to its identity at the single sign-on provider (after a fresh
// verification, the browser logs in at the provider and comes back here), or unlink it.
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { withVerification } from '@/lib/account/verification';
import { SSO_LINK_KEY, startSsoLink, unlinkSso, useSsoLink } from '../api/sso-link';

const LINK_ERRORS: Record<string, string> = {
  identity_taken: 'That identity is linked to another account already.',
  browser: 'The link was started in another browser. Start again here.',
  expired: 'The link took too long. Start again.',
  provider: 'The identity provider could not be reached. Try again later.',
};

export function SsoCard() {
  const status = useSsoLink();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('sso_error');
  const justLinked = searchParams.get('sso') === 'linked';
  if (!status.data) return null;
  const { name, linked } = status.data;

  const link = async () => {
    const answer = await withVerification(
      startSsoLink,
      `Confirm to link this account to your ${name} identity.`,
    );
    if (answer?.success && answer.result) window.location.assign(answer.result.url);
  };

  const unlink = async () => {
    const answer = await withVerification(
      unlinkSso,
      `Confirm to unlink your ${name} identity from this account.`,
    );
    if (!answer?.success) return;
    await queryClient.invalidateQueries({ queryKey: SSO_LINK_KEY });
    toast(answer.message || 'Single sign-on unlinked');
  };

  return (
    <section className="card" aria-labelledby="sso-heading">
      <h2 id="sso-heading" className="card__title">
        Single sign-on
      </h2>
      <p>
        {name}:{' '}
        <strong className={linked ? 'badge badge--success' : 'badge'}>
          {linked ? 'Linked' : 'Not linked'}
        </strong>
      </p>
      {justLinked && linked && (
        <FormMessage
          tone="success"
          message={`This account is now linked to your ${name} identity.`}
        />
      )}
      <FormMessage
        message={error ? (LINK_ERRORS[error] ?? 'Linking failed. Start again.') : null}
      />
      <p className="muted">
        {linked
          ? `You can log in with ${name}. Unlinking keeps your password login as it is.`
          : `Link your ${name} identity to log in with it instead of your password.`}
      </p>
      <div className="card__actions">
        {linked ? (
          <Button onClick={() => void unlink()}>Unlink {name}</Button>
        ) : (
          <Button onClick={() => void link()}>Link {name}</Button>
        )}
      </div>
    </section>
  );
}
