// DisableTOTP: a current code turns two-factor authentication off.
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { useDisableTotp } from '../api/disable-totp';
import { useTokenForm, type TokenValues } from '../hooks/use-token-form';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    DisableTOTP: PopupEntry<undefined, boolean>;
  }
}

export function DisableTotpPopup({ close }: PopupPropsOf<'DisableTOTP'>) {
  const disable = useDisableTotp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useTokenForm();

  const onSubmit = async ({ token }: TokenValues) => {
    const done = await disable.mutateAsync(token).then(
      () => true,
      () => false,
    );
    if (done) close(true);
  };

  return (
    <PopupShell
      title="Disable two-factor authentication"
      description="Enter a current code from your authenticator app to turn two-factor authentication off."
      size="sm"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TotpCodeField error={errors.token?.message} {...register('token')} />
        <FormMessage message={disable.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="danger" busy={disable.isPending}>
            Disable
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default DisableTotpPopup;
