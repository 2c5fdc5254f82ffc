// Registration: the field rules (docs/api.md#validation-rules) are shown before submitting and
// checked with zod; afterwards the server's message is shown. On success the new account is
// logged in directly.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  EmailField,
  NewPasswordField,
  setServerFieldErrors,
  UsernameField,
} from '@/components/ui/credential-fields';
import { FormMessage } from '@/components/ui/field';
import { i18n } from '@/i18n';
import { emailSchema, passwordSchema, usernameSchema } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { HOME_PATH, LOGIN_PATH } from '../utils/redirect';

const schema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    error: () => i18n.t('auth.register.mismatch'),
  });

type RegisterValues = z.infer<typeof schema>;
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const loginMutation = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { email: '', username: '', password: '', passwordConfirm: '' });

  const onSubmit = async ({ email, username, password }: RegisterValues) => {
    setMessage(null);
    const answer = await registerMutation.mutateAsync({ email, username, password });
    if (!answer.success) {
      setMessage(answer.message || t('auth.register.failed'));
      setServerFieldErrors(answer.details, setError, (field) => t(`auth.register.taken.${field}`));
      return;
    }
    const loggedIn = await loginMutation.mutateAsync({ username, password });
    void navigate(loggedIn.success ? HOME_PATH : LOGIN_PATH, { replace: true });
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('auth.register.form')}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <UsernameField error={errors.username?.message} {...register('username')} />
      <NewPasswordField error={errors.password?.message} {...register('password')} />
      <NewPasswordField
        label={t('auth.register.confirmPassword')}
        hint={null}
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" busy={isSubmitting}>
        {t('auth.register.submit')}
      </Button>
      <p className="muted">
        <Trans
          i18nKey="auth.register.haveAccount"
          components={{ anchor: <Link to={LOGIN_PATH} /> }}
        />
      </p>
    </form>
  );
}
