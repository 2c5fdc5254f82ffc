// Journey: passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain): add a passkey in Settings after verification, rename it, log out and log in without a
// password, use it as the second step after the password, remove it, and see it refused. The
// server runs as http://localhost with DOMAIN set to it (a secure context, and a host name as the
// relying party).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startLinkhop } from '../lib/server.mjs';
import { launchBrowser, screenshot } from '../lib/browser.mjs';
import { OWNER, dialog, noDialog, registerOwner, uiLogin } from '../lib/journey.mjs';

let server;
let browser;
let page;
let cdp;
let authenticatorId;

before(async () => {
  server = await startLinkhop({}, { publicHost: 'localhost' });
  browser = await launchBrowser();
  await registerOwner(server.base);
  page = await browser.context.newPage();
  cdp = await browser.context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const passkeysCard = () => page.getByRole('region', { name: 'Passkeys' });
const credentials = async () =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

async function openSettings() {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

async function confirmWithPassword() {
  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Your password').fill(OWNER.password);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
}

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
}

test('add, log in without a password, use as second factor, remove', async () => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openSettings();
  await passkeysCard().getByText('No passkeys yet.').waitFor();

  // Add: name, verification, then the (virtual) authenticator creates a discoverable credential.
  await passkeysCard().getByLabel('Name of the new passkey').fill('Laptop');
  await passkeysCard().getByRole('button', { name: 'Add a passkey' }).click();
  await confirmWithPassword();
  const row = passkeysCard().getByRole('listitem', { name: 'Laptop' });
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
  const renamed = passkeysCard().getByRole('listitem', { name: 'Work laptop' });
  await renamed.waitFor();

  // Passwordless: the login page's passkey button, no username or password typed.
  await logOut();
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/dash/login');
  await openSettings();
  await renamed.waitFor();
  assert.doesNotMatch(await renamed.textContent(), /Last used never/);
  assert.equal((await credentials())[0].signCount >= 1, true);

  // Second factor: the password alone is not enough any more; the second step offers the passkey.
  await logOut();
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Two-factor authentication is on for this account.').waitFor();
  assert.equal(await page.getByLabel('Authentication code').count(), 0, 'no TOTP on this account');
  await screenshot(page, 'passkeys-second-step');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/settings');

  // Remove (after verification); the authenticator still holds the key, but it no longer logs in.
  await renamed.getByRole('button', { name: 'Remove' }).click();
  await confirmWithPassword();
  await passkeysCard().getByText('No passkeys yet.').waitFor();
  assert.equal((await credentials()).length, 1);
  await logOut();
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await page.getByRole('alert').filter({ hasText: 'Passkey not accepted' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dash/login');
  await screenshot(page, 'passkeys-removed-refused');

  // And the password alone logs in again: no second factor is left.
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
});
