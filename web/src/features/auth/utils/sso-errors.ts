// What the server's single sign-on codes mean (`?sso_error=<code>` after the provider sends the
// browser back). The address carries only a code, so a link cannot put words on this page.
// The messages are in the `auth.sso.errors` catalog, read when shown (in the interface's language).
import { i18n } from '@/i18n';

/** Each code and its message's key. */
const MESSAGES = {
  off: 'off',
  busy: 'busy',
  state: 'state',
  browser: 'browser',
  expired: 'expired',
  refused: 'refused',
  disabled: 'disabled',
  code: 'code',
  token: 'token',
  provider: 'provider',
  no_account: 'noAccount',
  no_email: 'noEmail',
  email_taken: 'emailTaken',
  identity_taken: 'identityTaken',
  not_linked: 'notLinked',
  password_off: 'passwordOff',
  unavailable: 'unavailable',
} as const;

export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const key = Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : 'failed';
  return i18n.t(`auth.sso.errors.${key}`);
}
