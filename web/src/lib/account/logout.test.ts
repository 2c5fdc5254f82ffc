import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { logout } from './logout';

describe('logout', () => {
  it('deletes the session, then reloads the page', async () => {
    const order: string[] = [];
    const api = mockApi({
      'DELETE /api/auth/me': () => {
        order.push('delete');
        return ok(undefined, 'Successfully logged out');
      },
    });
    const reload = vi.fn(() => order.push('reload'));
    await logout(reload);
    expect(api.callsTo('DELETE', '/api/auth/me')).toHaveLength(1);
    expect(order).toEqual(['delete', 'reload']);
  });
});
