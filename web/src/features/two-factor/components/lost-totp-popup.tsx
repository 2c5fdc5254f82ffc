// LostTOTP: username, password and a backup code disable 2FA and log in (`recoverWithBackupCode`).
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { i18n } from '@/i18n';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, LoginNameField } from '@/components/ui/credential-fields';
import { FormMessage, TextField } from '@/components/ui/field';
import { backupCodeSchema, rules } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecoverTotp } from '../api/recover-totp';

// The messages are looked up when a field is checked, so they follow the interface language.
const schema = z.object({
  username: z.string().min(1, { error: () => i18n.t('twoFactor.lost.usernameRequired') }),
  password: z.string().min(1, { error: () => i18n.t('twoFactor.lost.passwordRequired') }),
  backupCode: backupCodeSchema,
});

export interface LostTotpData {
  username?: string;
  password?: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    LostTOTP: PopupEntry<LostTotpData | undefined, boolean>;
  }
}

export function LostTotpPopup({ data, close }: PopupPropsOf<'LostTOTP'>) {
  const { t } = useTranslation();
  const recover = useRecoverTotp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, {
    username: data?.username ?? '',
    password: data?.password ?? '',
    backupCode: '',
  });

  const onSubmit = async (values: z.infer<typeof schema>) => {
    const done = await recover.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (done) close(true);
  };

  return (
    <PopupShell
      title={t('twoFactor.lost.title')}
      description={t('twoFactor.lost.description')}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <LoginNameField error={errors.username?.message} {...register('username')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <TextField
          label={t('twoFactor.lost.backupCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={rules.backupCode}
          error={errors.backupCode?.message}
          {...register('backupCode')}
        />
        <FormMessage message={recover.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={recover.isPending}>
            {t('twoFactor.lost.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default LostTotpPopup;
