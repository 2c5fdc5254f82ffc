// What the server's single sign-on codes mean (`?sso_error=<code>` after the provider sends the
// browser back). The address carries only a code, so a link cannot put words on this page.
const MESSAGES: Record<string, string> = {
  off: 'Single sign-on is not configured on this server.',
  busy: 'Too many sign-ins are in progress. Try again in a minute.',
  state: 'That sign-in is unknown or was used already. Start again.',
  browser: 'That sign-in was started in another browser. Start again here.',
  expired: 'The sign-in took too long. Start again.',
  refused: 'The identity provider refused the sign-in.',
  disabled: 'This account is disabled, ask an administrator to enable it.',
  code: 'The identity provider did not accept the sign-in. Start again.',
  token: 'The identity provider’s answer could not be verified. Start again.',
  provider: 'The identity provider could not be reached. Try again later.',
  no_account: 'No account is linked to this identity. Ask an administrator for one.',
  no_email: 'The identity provider gave no e-mail address, which a new account needs.',
  email_taken:
    'An account already uses this e-mail address. Log in to it with its password and link single sign-on in Settings.',
  identity_taken: 'This identity is linked to another account already.',
  not_linked: 'No single sign-on identity is linked to this account.',
  password_off: 'Password login is turned off. Log in with single sign-on.',
  unavailable: 'The server could not finish the sign-in. Try again.',
};

export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? 'The sign-in failed. Start again.';
}
