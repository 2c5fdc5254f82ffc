// Two-factor authentication (api.md §11).
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
