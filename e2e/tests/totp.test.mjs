// Journey 6: two-factor authentication: enable with a code computed from the shown secret,
// backup codes, log out, log in with a code, recover with a backup code (LostTOTP), enable
// again and disable.
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, authenticator, dialog, noDialog, openSettings, registerOwner, uiLogin } from '../lib/journey.mjs';

const twoFactorCard = (page) => page.getByRole('region', { name: 'Two-factor authentication' });

/** Enables 2FA through the popup; returns the authenticator and the backup codes shown. */
async function enable(page) {
  await twoFactorCard(page).getByText('Off', { exact: true }).waitFor();
  await twoFactorCard(page).getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = dialog(page, 'Enable two-factor authentication');
  await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await setup.locator('code.secret').textContent()).trim();
  assert.match(secret, /^[A-Z2-7]+=*$/);
  const app = await authenticator(secret);
  await setup.getByLabel('Authentication code').fill(await app.code());
  await setup.getByRole('button', { name: 'Enable', exact: true }).click();
  const backup = dialog(page, 'Backup codes');
  await backup.waitFor();
  const codes = (await backup.getByRole('listitem').allTextContents()).map((c) => c.trim());
  assert.equal(codes.length, 8);
  for (const code of codes) assert.match(code, /^[A-Z0-9]{12}$/);
  return { app, codes, backup };
}

async function logOutAndSubmitCredentials(page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Two-factor authentication is on for this account.').waitFor();
}

journey('enable, log in with a code, recover with a backup code, enable again and disable', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openSettings(page, 'Security');

  const first = await enable(page);
  await screenshot(page, 'totp-backup-codes');
  await first.backup.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await twoFactorCard(page).getByText('On', { exact: true }).waitFor();

  // Log out; the login now asks for a code, and a wrong one is refused.
  await logOutAndSubmitCredentials(page);
  const code = page.getByLabel('Authentication code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Expired or invalid TOTP token' }).waitFor();
  await code.fill(await first.app.code());
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Logging out on Settings → Security led to /dash/login?next=…: back to that section.
  await page.waitForURL((url) => url.pathname === '/dash/settings/security');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

  // Lost the authenticator: a backup code turns 2FA off and logs in.
  await logOutAndSubmitCredentials(page);
  await page.getByRole('button', { name: 'Lost your code?' }).click();
  const lost = dialog(page, 'Lost your code?');
  assert.equal(await lost.getByLabel('Username or e-mail').inputValue(), OWNER.username);
  await lost.getByLabel('Backup code').fill(first.codes[3]);
  await screenshot(page, 'totp-lost-code');
  await lost.getByRole('button', { name: 'Recover and log in' }).click();
  await noDialog(page);
  await page.waitForURL((url) => url.pathname === '/dash/settings/security');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await twoFactorCard(page).getByText('Off', { exact: true }).waitFor();

  // Enable again (a new secret), then disable with a current code.
  const second = await enable(page);
  await second.backup.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await twoFactorCard(page).getByRole('button', { name: 'Disable 2FA' }).click();
  const disable = dialog(page, 'Disable two-factor authentication');
  await disable.getByLabel('Authentication code').fill(await second.app.code());
  await disable.getByRole('button', { name: 'Disable', exact: true }).click();
  await noDialog(page);
  await twoFactorCard(page).getByText('Off', { exact: true }).waitFor();
  await twoFactorCard(page).getByRole('button', { name: 'Enable 2FA' }).waitFor();
  await screenshot(page, 'totp-disabled');

  // Logging in needs no code any more.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dash/settings/security');
  assert.equal(await page.getByLabel('Authentication code').count(), 0);
}, { setup: (server) => registerOwner(server.base) });
