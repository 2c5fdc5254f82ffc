// EnableTOTP: starts the set-up once, shows the QR code of the otpauth URI and the secret as
// text, asks for a code and, when accepted, hands the backup codes to the BackupCodes popup.
import { useTranslation } from 'react-i18next';
import { popups, type PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { QrCode } from '@/components/ui/qr-code';
import { useRunOnce } from '@/hooks/use-run-once';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { useTokenForm, type TokenValues } from '../hooks/use-token-form';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    EnableTOTP: PopupEntry<undefined, boolean>;
  }
}

export function EnableTotpPopup({ close }: PopupPropsOf<'EnableTOTP'>) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  useRunOnce(() => start.mutate());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useTokenForm();

  const onSubmit = async ({ token }: TokenValues) => {
    const result = await confirm.mutateAsync(token).catch(() => null);
    if (!result) return;
    close(true);
    void popups.open('BackupCodes', { codes: result.backupCodes });
  };

  return (
    <PopupShell
      title={t('twoFactor.enable.title')}
      description={t('twoFactor.enable.description')}
      dismissOnOutsideClick={false}
    >
      {start.isPending && (
        <p role="status" className="muted">
          {t('twoFactor.enable.generating')}
        </p>
      )}
      {start.error && <FormMessage message={start.error.message} />}
      {start.data && (
        <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
          <QrCode value={start.data.uri} label={t('twoFactor.enable.qrCode')} />
          <div className="field">
            <p className="field__label" id="totp-secret-label">
              {t('twoFactor.enable.secret')}
            </p>
            <code className="secret" aria-labelledby="totp-secret-label">
              {start.data.secret}
            </code>
          </div>
          <TotpCodeField error={errors.token?.message} {...register('token')} />
          <FormMessage message={confirm.error?.message} />
          <div className="popup__actions">
            <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
            <Button type="submit" variant="primary" busy={confirm.isPending}>
              {t('twoFactor.enable.submit')}
            </Button>
          </div>
        </form>
      )}
    </PopupShell>
  );
}

export default EnableTotpPopup;
