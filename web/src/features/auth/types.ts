// Auth request bodies (`login`, `register`).
import { translateApiMessage } from '@/i18n/api-messages';

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

/**
 * Whether an answer's message is that one. The API client shows server messages in the
 * interface's language, so the message may be its translation.
 */
export const asksForSecondFactor = (message: string): boolean =>
  message === TWO_FACTOR_REQUIRED || message === translateApiMessage(TWO_FACTOR_REQUIRED);
