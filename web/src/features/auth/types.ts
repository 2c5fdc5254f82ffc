// Auth request bodies (api.md §4.2, §4.5).
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

/** The exact message that asks the login form for a TOTP code (api.md §4.2). */
export const TWO_FACTOR_REQUIRED = '2FA token required';
