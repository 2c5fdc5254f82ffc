// After a provider login of an account with two-factor on: Linkhop's own code, then the session.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { totpSchema } from '@/lib/validation';
import { useSsoCode } from '../api/sso-code';
import { safeNextPath } from '../utils/redirect';

const schema = z.object({ token: totpSchema });

export function SsoCodeForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const submitCode = useSsoCode();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { token: '' });

  const onSubmit = async ({ token }: { token: string }) => {
    setMessage(null);
    const answer = await submitCode.mutateAsync(token);
    if (answer.success) {
      void navigate(next, { replace: true });
      return;
    }
    setMessage(answer.message || 'The code was not accepted.');
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Two-factor code"
    >
      <p className="muted" role="status">
        Signed in at your identity provider. Two-factor authentication is on for this account: enter
        the code from your authenticator app.
      </p>
      <TotpCodeField autoFocus error={errors.token?.message} {...register('token')} />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" busy={isSubmitting}>
        Continue
      </Button>
      <Link to="/dash/login">Start again</Link>
    </form>
  );
}
