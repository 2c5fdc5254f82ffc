import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, resetStores, testAccount } from '@/testing/test-utils';
import { useAccountStore } from './account-store';
import { reloadSecretAfterSetUp } from './get-me';

const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

beforeEach(() => {
  resetStores();
});

// Issue 30, item 3: while the two-factor policy holds an account, the server leaves its secret
// out; once a second factor is set up, the dashboard fetches it.
describe('reloadSecretAfterSetUp', () => {
  it('fetches the secret the server left out while the account was held', async () => {
    loginAs(testAccount({ secret: null, hasSecret: true }));
    const api = mockApi({ 'GET /api/auth/me': ok(testAccount({ secret: SECRET })) });
    await reloadSecretAfterSetUp();
    expect(useAccountStore.getState().account?.secret).toBe(SECRET);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
  });

  it('asks nothing when there is no secret or it is known, and keeps the account on failure', async () => {
    const api = mockApi({ 'GET /api/auth/me': fail(500, 'Internal Server Error') });
    loginAs(testAccount({ secret: null, hasSecret: false }));
    await reloadSecretAfterSetUp();
    loginAs(testAccount());
    await reloadSecretAfterSetUp();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(0);
    loginAs(testAccount({ secret: null, hasSecret: true }));
    await reloadSecretAfterSetUp();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(useAccountStore.getState().account?.username).toBe('alice');
    expect(useAccountStore.getState().account?.secret).toBeNull();
  });
});
