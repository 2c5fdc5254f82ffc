// User administration (the `users` operations of the OpenAPI document).
import type { Account, Role } from '@/lib/account/types';
import type { Verification } from '@/types/credential-popup';

/** Other accounts come without their secret (`secret` null, `hasSecret` tells). */
export type UserAccount = Account;

export interface CreateUserInput {
  user: { username: string; email: string; password: string; role: Exclude<Role, 'owner'> };
  verification: Verification;
}

export type { Role, Verification };
