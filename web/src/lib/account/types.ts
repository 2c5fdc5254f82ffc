// The account view (`AccountView` in the OpenAPI document), shared by every feature that needs to know who is logged in.
export type Role = 'owner' | 'admin' | 'standard';

export interface Account {
  id: string;
  username: string;
  email: string;
  role: Role;
  secret: string | null;
  hasSecret: boolean;
  twoFactorAuthentication: boolean;
  totp: boolean;
  allowAutomaticLogin: boolean;
  /** The interface language the account chose (docs/translating.md); null follows the browser. */
  language?: string | null;
  /** Disabled accounts cannot log in (docs/accounts.md). */
  disabled?: boolean;
  /** Only from GET /api/auth/me: the owner's two-factor policy holds this account back. */
  twoFactorSetupRequired?: boolean;
}

export const isManager = (account: Pick<Account, 'role'> | null | undefined): boolean =>
  account?.role === 'owner' || account?.role === 'admin';

/** The instance's owner: the one account that may act on every account's links at once. */
export const isOwner = (account: Pick<Account, 'role'> | null | undefined): boolean =>
  account?.role === 'owner';
