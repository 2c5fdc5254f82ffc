// Log in by username or e-mail. When the server answers exactly "2FA token required", the second
// step appears: a code field when TOTP is on (the form retries with the token; "Lost your code?"
// opens LostTOTP) and "Use a passkey" when the account has one. "Log in with a passkey" logs in
// without a password through the browser's passkey picker.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField, LoginNameField } from '@/components/ui/credential-fields';
import { FormMessage } from '@/components/ui/field';
import { TotpCodeField } from '@/components/ui/totp-code-field';
import { useAccountStore } from '@/lib/account/account-store';
import { loadAccount } from '@/lib/account/get-me';
import type { ApiResult } from '@/lib/api-client';
import { logInWithPasskey, passkeysSupported, type PasskeyLoginInput } from '@/lib/passkeys';
import { isValidTotp, TOTP_MESSAGE } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLogin } from '../api/login';
import { TWO_FACTOR_REQUIRED } from '../types';
import { safeNextPath } from '../utils/redirect';

const schema = z.object({
  username: z.string().min(1, 'Enter your username or e-mail.'),
  password: z.string().min(1, 'Enter your password.'),
  token: z.string(),
});

type LoginValues = z.infer<typeof schema>;

export interface LoginFormProps {
  /** Shows the "Create an account" link when registration is open. */
  registrationOpen?: boolean;
}

export function LoginForm({ registrationOpen = false }: LoginFormProps) {
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
    if (needsToken && !isValidTotp(values.token)) {
      setError('token', { message: TOTP_MESSAGE });
      return;
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
    if (answer.message === TWO_FACTOR_REQUIRED) {
      setFactors(secondFactors(answer));
      setNeedsToken(true);
      return;
    }
    setMessage(answer.message || 'Login failed.');
  };

  /** After any successful login: the account is loaded unless the cookie was not kept. */
  const loggedIn = () => {
    if (!useAccountStore.getState().account) {
      // The server accepted the login but the browser did not send the session cookie back
      // (e.g. a Secure cookie over plain HTTP): say so instead of bouncing back to login.
      setMessage(
        'Logged in, but the browser did not keep the session cookie. If the server sets USE_HTTPS, open it over https://.',
      );
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
    else setMessage(answer.message || 'Passkey login failed.');
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
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Log in">
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
            Two-factor authentication is on for this account.
          </p>
          {factors.totp && <TotpCodeField error={errors.token?.message} {...register('token')} />}
          {factors.passkey && (
            <Button busy={passkeyBusy} onClick={() => void passkeyStep()}>
              Use a passkey
            </Button>
          )}
        </>
      )}
      <FormMessage message={message} />
      {(!needsToken || factors.totp) && (
        <Button type="submit" variant="primary" busy={isSubmitting}>
          Log in
        </Button>
      )}
      {!needsToken && passkeysSupported() && (
        <Button busy={passkeyBusy} onClick={() => void passkeyLogin({})}>
          Log in with a passkey
        </Button>
      )}
      {needsToken && factors.totp && (
        <button type="button" className="link-button" onClick={() => void recover()}>
          Lost your code?
        </button>
      )}
      {registrationOpen && (
        <p className="muted">
          No account yet? <Link to="/dash/register">Create an account</Link>
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
