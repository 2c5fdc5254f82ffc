// ChangeUsername / ChangeEmail / ChangePassword. For the current account they ask for the
// current password (and a code when 2FA is on) and call PATCH /api/auth/*. Opened with a
// `target` and `submit` (users page) they only ask for the new value and hand it to `submit`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import {
  CurrentPasswordField,
  EmailField,
  NewPasswordField,
  UsernameField,
} from '@/components/ui/credential-fields';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { i18n } from '@/i18n';
import { useAccount, useAccountStore } from '@/lib/account/account-store';
import { emailSchema, passwordSchema, totpSchema, usernameSchema } from '@/lib/validation';
import type { CredentialPopupData } from '@/types/credential-popup';
import { useZodForm } from '@/hooks/use-zod-form';
import { updateEmail } from '../api/update-email';
import { updatePassword } from '../api/update-password';
import { updateUsername } from '../api/update-username';
import type { CredentialKind } from '../types';

const KINDS = {
  username: {
    Field: UsernameField,
    schema: usernameSchema,
    call: (value: string, password: string, token?: string) =>
      updateUsername(value, password, token),
  },
  email: {
    Field: EmailField,
    schema: emailSchema,
    call: (value: string, password: string, token?: string) => updateEmail(value, password, token),
  },
  password: {
    Field: NewPasswordField,
    schema: passwordSchema,
    call: (value: string, password: string, token?: string) =>
      updatePassword(password, value, token),
  },
} as const;

interface Values {
  value: string;
  confirm: string;
  password: string;
  token: string;
}

function makeSchema(kind: CredentialKind, self: boolean, withToken: boolean) {
  return z
    .object({
      value: KINDS[kind].schema,
      confirm: z.string(),
      password: self
        ? z.string().min(1, { error: () => i18n.t('settings.credentials.enterCurrentPassword') })
        : z.string(),
      token: withToken ? totpSchema : z.string(),
    })
    .refine((v) => kind !== 'password' || v.value === v.confirm, {
      path: ['confirm'],
      error: () => i18n.t('settings.credentials.mismatch'),
    });
}

function CredentialPopup({
  kind,
  data,
  close,
}: PopupPropsOf<'ChangeUsername'> & { kind: CredentialKind }) {
  const { t } = useTranslation();
  const config = KINDS[kind];
  const account = useAccount();
  const target = data?.target;
  const submit = data?.submit;
  const self = !submit;
  const withToken = self && (account?.totp ?? false);
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(makeSchema(kind, self, withToken), {
    value: '',
    confirm: '',
    password: '',
    token: '',
  });

  const onSubmit = async (values: Values) => {
    setMessage(null);
    if (submit) {
      const outcome = await submit(values.value);
      if (!outcome) return;
      if (!outcome.success) {
        setMessage(outcome.message);
        return;
      }
      toast(outcome.message || t(`settings.credentials.${kind}.done`));
      close(true);
      return;
    }
    const answer = await config.call(
      values.value,
      values.password,
      withToken ? values.token : undefined,
    );
    if (!answer.success) {
      setMessage(answer.message || t('settings.credentials.notSaved'));
      return;
    }
    if (answer.result?.account) useAccountStore.getState().setAccount(answer.result.account);
    toast(answer.message);
    close(true);
  };

  const current =
    kind === 'username'
      ? (target?.username ?? account?.username)
      : kind === 'email'
        ? (target?.email ?? account?.email)
        : undefined;

  return (
    <PopupShell
      title={
        target
          ? t(`settings.credentials.${kind}.titleOf`, { username: target.username })
          : t(`settings.credentials.${kind}.title`)
      }
      description={current ? t('settings.credentials.currently', { value: current }) : undefined}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        {self && kind === 'password' && (
          <CurrentPasswordField
            label={t('settings.credentials.currentPassword')}
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <config.Field
          label={t(`settings.credentials.${kind}.label`)}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.value?.message}
          {...register('value')}
        />
        {kind === 'password' && (
          <NewPasswordField
            label={t('settings.credentials.confirmPassword')}
            hint={null}
            error={errors.confirm?.message}
            {...register('confirm')}
          />
        )}
        {self && kind !== 'password' && (
          <CurrentPasswordField
            label={t('settings.credentials.currentPassword')}
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        {withToken && <TotpCodeField error={errors.token?.message} {...register('token')} />}
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('common.actions.save')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    ChangeUsername: PopupEntry<CredentialPopupData | undefined, boolean>;
    ChangeEmail: PopupEntry<CredentialPopupData | undefined, boolean>;
    ChangePassword: PopupEntry<CredentialPopupData | undefined, boolean>;
  }
}

export function ChangeUsernamePopup(props: PopupPropsOf<'ChangeUsername'>) {
  return <CredentialPopup kind="username" {...props} />;
}
export function ChangeEmailPopup(props: PopupPropsOf<'ChangeEmail'>) {
  return <CredentialPopup kind="email" {...props} />;
}
export function ChangePasswordPopup(props: PopupPropsOf<'ChangePassword'>) {
  return <CredentialPopup kind="password" {...props} />;
}
