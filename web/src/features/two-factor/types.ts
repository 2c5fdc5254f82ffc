// Two-factor authentication (docs/accounts.md#two-factor-authentication-totp).
export interface TotpSetup {
  secret: string;
  uri: string;
}

export interface TotpEnabled {
  backupCodes: string[];
}

export interface RecoverInput {
  username: string;
  password: string;
  backupCode: string;
}
