// Journey: single sign-on. On the login page, "Log in with TestID" takes the browser to the real
// OpenID provider (oidc-provider, on another site), the user signs in there as a member of the
// admin group, and lands on the dashboard logged in as a new admin account. Logged out, the next
// sign-in (outside the admin group) finds the same account, now standard, and returns to Settings.
import assert from 'node:assert/strict';
import { freePort } from '../lib/server.mjs';
import { CLIENT, startProvider } from '../lib/provider.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { openSettings, registerOwner } from '../lib/journey.mjs';

/** The provider first: it needs Linkhop's address, and Linkhop its issuer. */
async function withProvider() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const provider = await startProvider(base);
  return {
    provider,
    server: { port },
    env: {
      DOMAIN: base,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      OIDC_NAME: 'TestID',
      OIDC_CREATE_ACCOUNTS: 'true',
      OIDC_ADMIN_GROUPS: 'admins',
    },
    stop: () => provider.stop(),
  };
}

/** The account the dashboard's session belongs to. */
const me = (page) =>
  page.evaluate(async () => (await (await fetch('/api/auth/me')).json()).result);

async function signInAtProvider(page, provider, username, groups) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Groups').fill(groups);
  await screenshot(page, 'sso-provider-login');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

journey('log in with the identity provider and land on the dashboard', async ({ server, browser, page, services }) => {
  const { provider } = services;
  await page.goto(`${server.base}/dash/login`);
  const button = page.getByRole('link', { name: 'Log in with TestID' });
  await button.waitFor();
  await screenshot(page, 'sso-login-page');
  await button.click();
  await signInAtProvider(page, provider, 'ivy', 'staff,admins');
  await page.waitForURL((url) => url.href === `${server.base}/dash/overview`);
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await screenshot(page, 'sso-dashboard');
  const account = await me(page);
  assert.equal(account.username, 'ivy');
  assert.equal(account.role, 'admin');
  assert.equal(account.email, 'ivy@example.test');

  // Settings shows the identity as linked.
  await openSettings(page, 'Security');
  const card = page.getByRole('region', { name: 'Single sign-on' });
  await card.getByText('Linked', { exact: true }).waitFor();

  // Logged out, the next sign-in finds the same account; outside the admin group it is standard.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  // End the provider's own session too, so it asks who is signing in again.
  await browser.context.clearCookies();
  await page.getByRole('link', { name: 'Log in with TestID' }).click();
  await signInAtProvider(page, provider, 'ivy', 'staff');
  // Back where the dashboard was when logging out (the login page's `next`).
  await page.waitForURL((url) => url.pathname === '/dash/settings/security');
  const again = await me(page);
  assert.equal(again.id, account.id);
  assert.equal(again.role, 'standard');
}, { services: withProvider, setup: (server) => registerOwner(server.base) });
