// Verify: collects the verification object (docs/api.md#verification-object) — the TOTP code when the current
// account has 2FA on, the password otherwise. With a `submit` it runs the protected call and
// shows the server's message on failure; without, it closes with the verification object.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/credential-fields';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { useAccount } from '@/lib/account/account-store';
import type { ApiResult } from '@/lib/api-client';
import type { Verification } from '../types';

export interface VerifyData {
  description?: string;
  /** Runs the protected call; without it the popup closes with the verification object. */
  submit?: (verification: Verification) => Promise<ApiResult>;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Verify: PopupEntry<VerifyData | undefined, ApiResult | Verification>;
  }
}

export function VerifyPopup({ data, close }: PopupPropsOf<'Verify'>) {
  const { t } = useTranslation();
  const account = useAccount();
  const useToken = account?.totp ?? false;
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  const onSubmit = async ({ secret }: { secret: string }) => {
    setMessage(null);
    const verification: Verification = useToken
      ? { password: '', token: secret.trim() }
      : { password: secret, token: '' };
    if (!data?.submit) {
      close(verification);
      return;
    }
    const answer = await data.submit(verification);
    if (answer.success) close(answer);
    else setMessage(answer.message || t('users.verify.failed'));
  };

  return (
    <PopupShell
      title={t('users.verify.title')}
      description={
        data?.description ??
        (useToken ? t('users.verify.codeHint') : t('users.verify.passwordHint'))
      }
      size="sm"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        {useToken ? (
          <TotpCodeField
            error={errors.secret?.message}
            {...register('secret', {
              pattern: { value: /^\s*[0-9]{6}\s*$/, message: t('users.verify.codeRequired') },
              required: t('users.verify.codeRequired'),
            })}
          />
        ) : (
          <CurrentPasswordField
            label={t('users.verify.password')}
            error={errors.secret?.message}
            {...register('secret', { required: t('users.verify.passwordRequired') })}
          />
        )}
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('common.actions.confirm')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default VerifyPopup;
