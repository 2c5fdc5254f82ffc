// Registration: the contract's field rules (api.md §14) are shown before submitting and
// checked with zod; afterwards the server's message is shown. On success the new account is
// logged in directly.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { emailSchema, passwordSchema, rules, usernameSchema } from '@/lib/validation';
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
    message: 'The passwords do not match.',
  });

type RegisterValues = z.infer<typeof schema>;
type FieldName = 'email' | 'username' | 'password';

function flagged(details: Record<string, unknown> | undefined, key: string): FieldName[] {
  const flags = details?.[key];
  if (typeof flags !== 'object' || flags === null) return [];
  return (['email', 'username', 'password'] as const).filter(
    (field) => (flags as Record<string, unknown>)[field] === true,
  );
}

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const loginMutation = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', username: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = async ({ email, username, password }: RegisterValues) => {
    setMessage(null);
    const answer = await registerMutation.mutateAsync({ email, username, password });
    if (!answer.success) {
      setMessage(answer.message || 'Registration failed.');
      for (const field of flagged(answer.details, 'invalid')) {
        setError(field, { message: 'The server did not accept this value.' });
      }
      for (const field of flagged(answer.details, 'exists')) {
        setError(field, {
          message: `This ${field === 'email' ? 'e-mail' : field} is already used.`,
        });
      }
      return;
    }
    const loggedIn = await loginMutation.mutateAsync({ username, password });
    void navigate(loggedIn.success ? HOME_PATH : LOGIN_PATH, { replace: true });
  };

  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Register">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        hint={rules.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={rules.username}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={rules.password}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Create account
      </Button>
      <p className="muted">
        Already have an account? <Link to={LOGIN_PATH}>Log in</Link>
      </p>
    </form>
  );
}
