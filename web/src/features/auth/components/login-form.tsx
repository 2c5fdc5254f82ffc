// Log in by username or e-mail. When the server answers exactly "2FA token required", the second
// step appears: a code field when TOTP is on (the form retries with the token; "Lost your code?"
// opens LostTOTP) and "Use a passkey" when the account has one. "Log in with a passkey" logs in
// without a password through the browser's passkey picker.
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, LoginNameField } from '@/components/ui/credential-fields';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { i18n } from '@/i18n';
import { useAccountStore } from '@/lib/account/account-store';
import { loadAccount } from '@/lib/account/get-me';
import type { ApiResult } from '@/lib/api-client';
import { logInWithPasskey, passkeysSupported, type PasskeyLoginInput } from '@/lib/passkeys';
import { totpSchema } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLogin } from '../api/login';
import { asksForSecondFactor } from '../types';
import { safeNextPath } from '../utils/redirect';

const schema = z.object({
  username: z.string().min(1, { error: () => i18n.t('auth.login.enterName') }),
  password: z.string().min(1, { error: () => i18n.t('auth.login.enterPassword') }),
  token: z.string(),
});

type LoginValues = z.infer<typeof schema>;

export interface LoginFormProps {
  /** Shows the "Create an account" link when registration is open. */
  registrationOpen?: boolean;
}

export function LoginForm({ registrationOpen = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const loginMutation = useLogin();
  const [needsToken, setNeedsToken] = useState(false);
  const [factors, setFactors] = useState<SecondFactors>({ totp: true, passkey: false });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { username: '', password: '', token: '' });

  useEffect(() => {
    if (needsToken) setFocus('token');
  }, [needsToken, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    setMessage(null);
    if (needsToken && !factors.totp) {
      await passkeyStep();
      return;
    }
    if (needsToken) {
      // The code's rule and its message (in the interface's language) come from the shared schema.
      const code = totpSchema.safeParse(values.token);
      if (!code.success) {
        setError('token', { message: code.error.issues[0]?.message });
        return;
      }
    }
    const answer = await loginMutation.mutateAsync({
      username: values.username,
      password: values.password,
      ...(needsToken ? { token: values.token } : {}),
    });
    if (answer.success) {
      loggedIn();
      return;
    }
    if (asksForSecondFactor(answer.message)) {
      setFactors(secondFactors(answer));
      setNeedsToken(true);
      return;
    }
    setMessage(answer.message || t('auth.login.failed'));
  };

  /** After any successful login: the account is loaded unless the cookie was not kept. */
  const loggedIn = () => {
    if (!useAccountStore.getState().account) {
      // The server accepted the login but the browser did not send the session cookie back
      // (e.g. a Secure cookie over plain HTTP): say so instead of bouncing back to login.
      setMessage(t('auth.login.cookieNotKept'));
      return;
    }
    void navigate(next, { replace: true });
  };

  /** Passwordless (empty input) or the passkey as the second step after the password. */
  const passkeyLogin = async (input: PasskeyLoginInput) => {
    setMessage(null);
    setPasskeyBusy(true);
    const answer = await logInWithPasskey(input);
    if (answer.success) await loadAccount();
    setPasskeyBusy(false);
    if (answer.success) loggedIn();
    else setMessage(answer.message || t('auth.login.passkeyFailed'));
  };

  const passkeyStep = () => {
    const { username, password } = getValues();
    return passkeyLogin({ username, password });
  };

  const recover = async () => {
    const { username, password } = getValues();
    const recovered = await popups.open('LostTOTP', { username, password });
    if (recovered) {
      await loadAccount();
      void navigate(next, { replace: true });
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('auth.login.form')}
    >
      <LoginNameField
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      {needsToken && (
        <>
          <p className="muted" role="status">
            {t('auth.login.twoFactorOn')}
          </p>
          {factors.totp && <TotpCodeField error={errors.token?.message} {...register('token')} />}
          {factors.passkey && (
            <Button busy={passkeyBusy} onClick={() => void passkeyStep()}>
              {t('auth.login.usePasskey')}
            </Button>
          )}
        </>
      )}
      <FormMessage message={message} />
      {(!needsToken || factors.totp) && (
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      )}
      {!needsToken && passkeysSupported() && (
        <Button busy={passkeyBusy} onClick={() => void passkeyLogin({})}>
          {t('auth.login.withPasskey')}
        </Button>
      )}
      {needsToken && factors.totp && (
        <button type="button" className="link-button" onClick={() => void recover()}>
          {t('auth.login.lostCode')}
        </button>
      )}
      {registrationOpen && (
        <p className="muted">
          <Trans
            i18nKey="auth.login.noAccount"
            components={{ anchor: <Link to="/dash/register" /> }}
          />
        </p>
      )}
    </form>
  );
}

interface SecondFactors {
  totp: boolean;
  passkey: boolean;
}

/** Which second steps the "2FA token required" answer offers; older servers send none (TOTP). */
function secondFactors(answer: ApiResult<unknown>): SecondFactors {
  const factors = answer.details?.secondFactors;
  if (typeof factors !== 'object' || factors === null) return { totp: true, passkey: false };
  const { totp, passkey } = factors as Record<string, unknown>;
  return { totp: totp === true, passkey: passkey === true };
}
