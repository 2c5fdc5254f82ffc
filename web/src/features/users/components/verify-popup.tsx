// Verify: collects the verification object (docs/api.md#verification-object) — the TOTP code when the current
// account has 2FA on, the password otherwise. With a `submit` it runs the protected call and
// shows the server's message on failure; without, it closes with the verification object.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
    else setMessage(answer.message || 'Verification failed.');
  };

  return (
    <PopupShell
      title="Confirm it's you"
      description={
        data?.description ??
        (useToken
          ? 'Enter a code from your authenticator app to continue.'
          : 'Enter your password to continue.')
      }
      size="sm"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        {useToken ? (
          <TotpCodeField
            error={errors.secret?.message}
            {...register('secret', {
              pattern: { value: /^\s*[0-9]{6}\s*$/, message: 'Enter the 6-digit code.' },
              required: 'Enter the 6-digit code.',
            })}
          />
        ) : (
          <CurrentPasswordField
            label="Your password"
            error={errors.secret?.message}
            {...register('secret', { required: 'Enter your password.' })}
          />
        )}
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Confirm
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default VerifyPopup;
