// Journey: passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain): add a passkey in Settings after verification, rename it, log out and log in without a
// password, use it as the second step after the password, remove it, and see it refused. The
// server runs as http://localhost with DOMAIN set to it (a secure context, and a host name as the
// relying party).
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, dialog, noDialog, openSettings, registerOwner, uiLogin } from '../lib/journey.mjs';

/** Chromium's virtual authenticator on this page: what it holds, through the DevTools protocol. */
async function virtualAuthenticator(browser, page) {
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const passkeysCard = (page) => page.getByRole('region', { name: 'Passkeys' });

async function confirmWithPassword(page) {
  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Your password').fill(OWNER.password);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
}

async function logOut(page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
}

journey('add, log in without a password, use as second factor, remove', async ({ server, browser, page }) => {
  const { credentials } = await virtualAuthenticator(browser, page);
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openSettings(page, 'Security');
  await passkeysCard(page).getByText('No passkeys yet.').waitFor();

  // Add: name, verification, then the (virtual) authenticator creates a discoverable credential.
  await passkeysCard(page).getByLabel('Name of the new passkey').fill('Laptop');
  await passkeysCard(page).getByRole('button', { name: 'Add a passkey' }).click();
  await confirmWithPassword(page);
  const row = passkeysCard(page).getByRole('listitem', { name: 'Laptop' });
  await row.waitFor();
  await row.getByText(/Last used never/).waitFor();
  const stored = await credentials();
  assert.equal(stored.length, 1);
  assert.equal(stored[0].isResidentCredential, true, 'passwordless login needs a discoverable key');
  assert.equal(stored[0].rpId, 'localhost');
  await screenshot(page, 'passkeys-added');

  // Rename.
  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel('Passkey name').fill('Work laptop');
  await row.getByRole('button', { name: 'Save' }).click();
  const renamed = passkeysCard(page).getByRole('listitem', { name: 'Work laptop' });
  await renamed.waitFor();

  // Passwordless: the login page's passkey button, no username or password typed.
  await logOut(page);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/dash/login');
  await openSettings(page, 'Security');
  await renamed.waitFor();
  assert.doesNotMatch(await renamed.textContent(), /Last used never/);
  assert.equal((await credentials())[0].signCount >= 1, true);

  // Second factor: the password alone is not enough any more; the second step offers the passkey.
  await logOut(page);
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Two-factor authentication is on for this account.').waitFor();
  assert.equal(await page.getByLabel('Authentication code').count(), 0, 'no TOTP on this account');
  await screenshot(page, 'passkeys-second-step');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/settings/security');

  // Remove (after verification); the authenticator still holds the key, but it no longer logs in.
  await renamed.getByRole('button', { name: 'Remove' }).click();
  await confirmWithPassword(page);
  await passkeysCard(page).getByText('No passkeys yet.').waitFor();
  assert.equal((await credentials()).length, 1);
  await logOut(page);
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.getByRole('alert').filter({ hasText: 'Passkey not accepted' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dash/login');
  await screenshot(page, 'passkeys-removed-refused');

  // And the password alone logs in again: no second factor is left.
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
}, { server: { publicHost: 'localhost' }, setup: (server) => registerOwner(server.base) });
