// Auth request bodies (`login`, `register`).
export interface LoginCredentials {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  token?: string;
}

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
}

/** The exact message that asks the login form for a TOTP code (docs/api.md#totp-codes). */
export const TWO_FACTOR_REQUIRED = '2FA token required';
