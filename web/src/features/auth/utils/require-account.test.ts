import { describe, expect, it } from 'vitest';
import { useAccountStore } from '@/lib/account/account-store';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, testAccount } from '@/testing/test-utils';
import { requireAccount } from './require-account';

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) });

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('requireAccount (navigation guard)', () => {
  it('lets a loaded account through without asking the server', async () => {
    const api = mockApi({});
    loginAs();
    await expect(requireAccount(request('/dash/settings'))).resolves.toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('fetches the account first when none is loaded', async () => {
    const account = testAccount();
    const api = mockApi({ 'GET /api/auth/me': ok(account) });
    await expect(requireAccount(request('/dash/users'))).resolves.toBeNull();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(useAccountStore.getState().account).toEqual(account);
  });

  it('sends visitors without an account to login with the encoded full path as next', async () => {
    const api = mockApi({ 'GET /api/auth/me': fail(401, 'No cookie token provided') });
    const location = await redirectOf(requireAccount(request('/dash/settings?tab=security&x=a b')));
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(location).toBe(
      `/dash/login?next=${encodeURIComponent('/dash/settings?tab=security&x=a%20b')}`,
    );
    expect(useAccountStore.getState().account).toBeNull();
  });
});
