// DisableTOTP: a current code turns two-factor authentication off.
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      title={t('twoFactor.disable.title')}
      description={t('twoFactor.disable.description')}
      size="sm"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TotpCodeField error={errors.token?.message} {...register('token')} />
        <FormMessage message={disable.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="danger" busy={disable.isPending}>
            {t('twoFactor.disable.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default DisableTotpPopup;
