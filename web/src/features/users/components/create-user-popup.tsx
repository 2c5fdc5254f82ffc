// CreateUser: username, e-mail, password and role (owner: admin or standard; admin: standard),
// then the Verify popup runs POST /api/user.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import {
  EmailField,
  NewPasswordField,
  setServerFieldErrors,
  UsernameField,
} from '@/components/ui/credential-fields';
import { FormMessage, SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import type { ApiResult } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { emailSchema, passwordSchema, usernameSchema } from '@/lib/validation';
import { createUser } from '../api/create-user';
import { creatableRoles, roleLabel } from '../utils/permissions';
import { withVerification } from '@/lib/account/verification';
import { useZodForm } from '@/hooks/use-zod-form';

const schema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(['standard', 'admin']),
});

type Values = z.infer<typeof schema>;
declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    CreateUser: PopupEntry<undefined, boolean>;
  }
}

export function CreateUserPopup({ close }: PopupPropsOf<'CreateUser'>) {
  const { t } = useTranslation();
  const account = useAccount();
  const queryClient = useQueryClient();
  const roles = creatableRoles(account?.role ?? 'standard');
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { username: '', email: '', password: '', role: 'standard' });

  const onSubmit = async (user: Values) => {
    setMessage(null);
    // The Verify popup stacks on top and shows verification errors itself; any other
    // refusal closes it and is shown here, next to the fields.
    const outcome: { refusal?: ApiResult } = {};
    const answer = await withVerification(async (verification) => {
      const result = await createUser({ user, verification });
      const verificationProblem =
        result.status === 403 || result.status === 412 || result.status === 429;
      if (result.success || verificationProblem) return result;
      outcome.refusal = result;
      return { ...result, success: true };
    });
    const { refusal } = outcome;
    if (refusal) {
      setMessage(refusal.message);
      setServerFieldErrors(refusal.details, setError, () => t('users.create.taken'));
      return;
    }
    if (!answer?.success) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: queryKeys.about }),
    ]);
    toast(t('users.create.created', { username: user.username }));
    close(true);
  };

  return (
    <PopupShell title={t('users.create.title')} dismissOnOutsideClick={false}>
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <UsernameField
          autoComplete="off"
          error={errors.username?.message}
          {...register('username')}
        />
        <EmailField autoComplete="off" error={errors.email?.message} {...register('email')} />
        <NewPasswordField error={errors.password?.message} {...register('password')} />
        <SelectField
          label={t('users.create.role')}
          options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
          hint={
            roles.includes('admin')
              ? t('users.create.roleHintOwner')
              : t('users.create.roleHintAdmin')
          }
          {...register('role')}
        />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t('users.create.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default CreateUserPopup;
