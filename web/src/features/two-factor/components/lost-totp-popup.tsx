// LostTOTP: username, password and a backup code disable 2FA and log in (`recoverWithBackupCode`).
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, LoginNameField } from '@/components/ui/credential-fields';
import { FormMessage, TextField } from '@/components/ui/field';
import { backupCodeSchema, rules } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRecoverTotp } from '../api/recover-totp';

const schema = z.object({
  username: z.string().min(1, 'Enter your username or e-mail.'),
  password: z.string().min(1, 'Enter your password.'),
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
      title="Lost your code?"
      description="Use one of your backup codes. This turns two-factor authentication off and logs you in; you can enable it again in Settings."
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <LoginNameField error={errors.username?.message} {...register('username')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <TextField
          label="Backup code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={rules.backupCode}
          error={errors.backupCode?.message}
          {...register('backupCode')}
        />
        <FormMessage message={recover.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={recover.isPending}>
            Recover and log in
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default LostTotpPopup;
