// CreateUser: username, e-mail, password and role (owner: admin or standard; admin: standard),
// then the Verify popup runs POST /api/user.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { definePopup, type PopupProps } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, SelectField, TextField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import type { ApiResult } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { emailSchema, passwordSchema, rules, usernameSchema } from '@/lib/validation';
import { createUser } from '../api/create-user';
import { creatableRoles, ROLE_LABELS } from '../utils/permissions';
import { withVerification } from '../utils/verify';

const schema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(['standard', 'admin']),
});

type Values = z.infer<typeof schema>;
type FieldName = 'username' | 'email' | 'password';

function flagged(answer: ApiResult, key: 'invalid' | 'exists'): FieldName[] {
  const flags = answer.details?.[key];
  if (typeof flags !== 'object' || flags === null) return [];
  return (['username', 'email', 'password'] as const).filter(
    (field) => (flags as Record<string, unknown>)[field] === true,
  );
}

export function CreateUserPopup({ close }: PopupProps<unknown, boolean>) {
  const account = useAccount();
  const queryClient = useQueryClient();
  const roles = creatableRoles(account?.role ?? 'standard');
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', role: 'standard' },
  });

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
      for (const field of flagged(refusal, 'invalid')) {
        setError(field, { message: 'The server did not accept this value.' });
      }
      for (const field of flagged(refusal, 'exists')) {
        setError(field, { message: 'Already used by another account.' });
      }
      return;
    }
    if (!answer?.success) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: queryKeys.about }),
    ]);
    toast(`Account ${user.username} created`);
    close(true);
  };

  return (
    <PopupShell title="Create user" dismissOnOutsideClick={false}>
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={rules.username}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          hint={rules.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={rules.password}
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label="Role"
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          hint={
            roles.includes('admin')
              ? 'Admins manage standard accounts and their links.'
              : 'Admins can only create standard accounts.'
          }
          {...register('role')}
        />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={isSubmitting}>
            Create user
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default definePopup(CreateUserPopup);
