// Texts the shared components and helpers write themselves: popup defaults, the credential and
// code fields, the field rules and validation messages, passkey and domain wording.
export const components = {
  popup: {
    okay: 'Okay',
  },
  fields: {
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    loginName: 'Username or e-mail',
    totp: 'Authentication code',
    serverRejected: 'The server did not accept this value.',
  },
  rules: {
    username:
      '3–20 characters: letters, digits, dots and underscores; must not start or end with a dot or underscore.',
    email: 'A valid e-mail address, at most 254 characters.',
    password:
      '12–256 characters with at least one lower-case letter, one upper-case letter, one digit and one symbol; no spaces.',
    destination:
      'Must start with http:// or https:// and contain no spaces (at most 4096 characters).',
    slug: 'Optional. 1–100 letters, digits, hyphens, underscores or dots, not starting with a dot. Leave empty for a random one.',
    totp: 'The 6-digit code from your authenticator app.',
    backupCode: 'One of the 12-character backup codes you saved when enabling 2FA.',
  },
  validation: {
    username: 'This username does not meet the rules above.',
    email: 'Enter a valid e-mail address.',
    password: 'This password does not meet the rules above.',
    destinationRequired: 'Enter the destination URL.',
    destination: 'Enter a full URL starting with http:// or https://, without spaces.',
    slug: 'Use 1–100 letters, digits, hyphens, underscores or dots, not starting with a dot.',
    slugReserved: 'That slug is reserved, choose another one.',
    totp: 'Enter the 6-digit code from your authenticator app.',
    backupCode: 'Backup codes are 12 letters and digits.',
    required: 'Enter your {{label}}.',
  },
  secret: {
    errorTitle: 'Error generating new secret',
  },
  passkeys: {
    cancelled: 'The passkey request was cancelled or timed out.',
    failed: 'The passkey request failed.',
    loginFailed: 'Passkey login failed.',
  },
  domains: {
    defaultName: 'Default domain',
    defaultChoice: '{{name}} (default)',
  },
};
