// Two-factor authentication (TOTP): the settings card, the gate the owner's policy puts up, and
// the popups that enable, disable and recover it.
export const twoFactor = {
  card: {
    title: 'Two-factor authentication',
    status: 'Status:',
    on: 'On',
    off: 'Off',
    onHint: 'Logging in and sensitive actions ask for a code from your authenticator app.',
    offHint: 'Add a second step to logging in with an authenticator app (TOTP).',
    enable: 'Enable 2FA',
    disable: 'Disable 2FA',
    disabled: 'Two-factor authentication disabled',
  },
  gate: {
    title: 'Set up two-factor authentication',
    body: 'This instance requires two-factor authentication for your account. Set up an authenticator app or a passkey to continue.',
    logout: 'Log out',
  },
  enable: {
    title: 'Enable two-factor authentication',
    description:
      'Scan the QR code with an authenticator app, or enter the secret by hand, then type the code it shows.',
    generating: 'Generating a secret…',
    qrCode: 'QR code for your authenticator app',
    secret: 'Secret',
    submit: 'Enable',
  },
  disable: {
    title: 'Disable two-factor authentication',
    description:
      'Enter a current code from your authenticator app to turn two-factor authentication off.',
    submit: 'Disable',
  },
  backupCodes: {
    title: 'Backup codes',
    description:
      'Each code logs you in once if you lose your authenticator, and turns two-factor authentication off. They are shown only now: store them somewhere safe.',
    list: 'Backup codes',
    copy: 'Copy codes',
    copied: 'Backup codes copied',
    copyFailed: 'Could not copy',
    download: 'Download codes',
    done: 'Done',
  },
  lost: {
    title: 'Lost your code?',
    description:
      'Use one of your backup codes. This turns two-factor authentication off and logs you in; you can enable it again in Settings.',
    backupCode: 'Backup code',
    submit: 'Recover and log in',
    usernameRequired: 'Enter your username or e-mail.',
    passwordRequired: 'Enter your password.',
  },
};
