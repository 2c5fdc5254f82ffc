// Settings: link this account to its identity at the single sign-on provider (after a fresh
// verification, the browser logs in at the provider and comes back here), or unlink it.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { withVerification } from '@/lib/account/verification';
import { SSO_LINK_KEY, startSsoLink, unlinkSso, useSsoLink } from '../api/sso-link';

/** The `sso_error` codes a link can come back with, and their messages' keys. */
const LINK_ERRORS = {
  identity_taken: 'identityTaken',
  browser: 'browser',
  expired: 'expired',
  provider: 'provider',
} as const;

const linkErrorKey = (code: string) =>
  Object.hasOwn(LINK_ERRORS, code) ? LINK_ERRORS[code as keyof typeof LINK_ERRORS] : 'failed';

export function SsoCard() {
  const { t } = useTranslation();
  const status = useSsoLink();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('sso_error');
  const justLinked = searchParams.get('sso') === 'linked';
  if (!status.data) return null;
  const { name, linked } = status.data;

  const link = async () => {
    const answer = await withVerification(startSsoLink, t('settings.sso.confirmLink', { name }));
    if (answer?.success && answer.result) window.location.assign(answer.result.url);
  };

  const unlink = async () => {
    const answer = await withVerification(unlinkSso, t('settings.sso.confirmUnlink', { name }));
    if (!answer?.success) return;
    await queryClient.invalidateQueries({ queryKey: SSO_LINK_KEY });
    toast(answer.message || t('settings.sso.unlinked'));
  };

  return (
    <section className="card" aria-labelledby="sso-heading">
      <h2 id="sso-heading" className="card__title">
        {t('settings.sso.title')}
      </h2>
      <p>
        {t('settings.sso.provider', { name })}{' '}
        <strong className={linked ? 'badge badge--success' : 'badge'}>
          {linked ? t('settings.sso.linked') : t('settings.sso.notLinked')}
        </strong>
      </p>
      {justLinked && linked && (
        <FormMessage tone="success" message={t('settings.sso.justLinked', { name })} />
      )}
      <FormMessage message={error ? t(`settings.sso.errors.${linkErrorKey(error)}`) : null} />
      <p className="muted">
        {linked ? t('settings.sso.linkedHint', { name }) : t('settings.sso.unlinkedHint', { name })}
      </p>
      <div className="card__actions">
        {linked ? (
          <Button onClick={() => void unlink()}>{t('settings.sso.unlink', { name })}</Button>
        ) : (
          <Button onClick={() => void link()}>{t('settings.sso.link', { name })}</Button>
        )}
      </div>
    </section>
  );
}
