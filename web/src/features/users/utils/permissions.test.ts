import { describe, expect, it } from 'vitest';
import { canEditCredentials, canManage, creatableRoles } from './permissions';

const owner = { id: 'o', role: 'owner' as const };
const admin = { id: 'a', role: 'admin' as const };
const admin2 = { id: 'a2', role: 'admin' as const };
const standard = { id: 's', role: 'standard' as const };

describe('permissions', () => {
  it('owner manages admins and standard accounts, never itself', () => {
    expect(canManage(owner, admin)).toBe(true);
    expect(canManage(owner, standard)).toBe(true);
    expect(canManage(owner, owner)).toBe(false);
  });

  it('admin manages standard accounts only', () => {
    expect(canManage(admin, standard)).toBe(true);
    expect(canManage(admin, admin2)).toBe(false);
    expect(canManage(admin, owner)).toBe(false);
  });

  it('standard accounts manage nobody', () => {
    expect(canManage(standard, { id: 'x', role: 'standard' })).toBe(false);
  });

  it('anyone edits their own credentials', () => {
    expect(canEditCredentials(standard, standard)).toBe(true);
    expect(canEditCredentials(admin, owner)).toBe(false);
  });

  it('owner may create admin or standard, admin only standard', () => {
    expect(creatableRoles('owner')).toEqual(['standard', 'admin']);
    expect(creatableRoles('admin')).toEqual(['standard']);
    expect(creatableRoles('standard')).toEqual([]);
  });
});
