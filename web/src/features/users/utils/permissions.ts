// Who may act on whom (docs/api.md#who-manages-whom): the owner manages admins and standard accounts, an admin
// manages standard accounts, nobody manages the owner.
import { i18n } from '@/i18n';
import type { Account, Role } from '@/lib/account/types';

export function canManage(
  caller: Pick<Account, 'id' | 'role'>,
  target: Pick<Account, 'id' | 'role'>,
): boolean {
  if (caller.id === target.id) return false;
  if (caller.role === 'owner') return target.role !== 'owner';
  if (caller.role === 'admin') return target.role === 'standard';
  return false;
}

/** Username, e-mail and password: one's own, or a managed account's. */
export function canEditCredentials(
  caller: Pick<Account, 'id' | 'role'>,
  target: Pick<Account, 'id' | 'role'>,
): boolean {
  return caller.id === target.id || canManage(caller, target);
}

/** Roles a caller may give to a new account. */
export function creatableRoles(callerRole: Role): Exclude<Role, 'owner'>[] {
  if (callerRole === 'owner') return ['standard', 'admin'];
  if (callerRole === 'admin') return ['standard'];
  return [];
}

/** A role's name in the interface language, looked up when shown. */
export const roleLabel = (role: Role): string => i18n.t(`users.roles.${role}`);
