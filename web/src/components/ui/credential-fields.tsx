// The account credential fields (username, e-mail, password) with their label, autofill and
// rule text, shared by registration, account creation and the credential popups; and the
// mapping of the server's per-field flags (`details.invalid` / `details.exists`)
// onto those fields. Callers override a default (label, autoComplete, hint) where they differ.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import type { ApiDetails } from '@/lib/api-client';
import { rules } from '@/lib/validation';
import { TextField, type TextFieldProps } from './field';

export type CredentialFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** A new username, with its rules shown before submitting. */
export function UsernameField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('components.fields.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      hint={rules.username}
      {...props}
    />
  );
}

/** A new e-mail address, with its rules shown before submitting. */
export function EmailField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('components.fields.email')}
      type="email"
      autoComplete="email"
      hint={rules.email}
      {...props}
    />
  );
}

/** A new password, with its rules shown before submitting; `hint={null}` for its confirmation. */
export function NewPasswordField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('components.fields.password')}
      type="password"
      autoComplete="new-password"
      hint={rules.password}
      {...props}
    />
  );
}

/** The password the account has now (log in, confirm a change). */
export function CurrentPasswordField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('components.fields.password')}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}

/** The name an account logs in with: its username or its e-mail address. */
export function LoginNameField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('components.fields.loginName')} autoComplete="username" {...props} />;
}

export type CredentialFieldName = 'username' | 'email' | 'password';

function flagged(
  details: ApiDetails | undefined,
  key: 'invalid' | 'exists',
): CredentialFieldName[] {
  const flags = details?.[key];
  if (typeof flags !== 'object' || flags === null) return [];
  return (['username', 'email', 'password'] as const).filter(
    (field) => (flags as Record<string, unknown>)[field] === true,
  );
}

/**
 * Puts the server's verdict on each flagged field, e.g. `{ exists: { email: true } }`: an
 * invalid value gets the same message everywhere, a taken one the caller's `existsMessage`.
 */
export function setServerFieldErrors(
  details: ApiDetails | undefined,
  setError: (field: CredentialFieldName, error: { message: string }) => void,
  existsMessage: (field: CredentialFieldName) => string,
): void {
  for (const field of flagged(details, 'invalid')) {
    setError(field, { message: i18n.t('components.fields.serverRejected') });
  }
  for (const field of flagged(details, 'exists')) {
    setError(field, { message: existsMessage(field) });
  }
}
