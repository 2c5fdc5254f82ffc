// After a provider login of an account with two-factor on: Linkhop's own code, then the session.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
    setMessage(answer.message || t('auth.ssoCode.rejected'));
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('auth.ssoCode.form')}
    >
      <p className="muted" role="status">
        {t('auth.ssoCode.explanation')}
      </p>
      <TotpCodeField autoFocus error={errors.token?.message} {...register('token')} />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" busy={isSubmitting}>
        {t('auth.ssoCode.submit')}
      </Button>
      <Link to="/dash/login">{t('auth.ssoCode.startAgain')}</Link>
    </form>
  );
}
