// Journey 7: change username, e-mail and password through their popups; log in again with the
// new username and password.
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, dialog, noDialog, registerOwner, uiLogin } from '../lib/journey.mjs';

journey('username, e-mail and password changes, then a login with the new credentials', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.goto(`${server.base}/dash/settings/profile`);
  const card = page.getByRole('region', { name: 'Account' });
  await card.getByText(OWNER.username, { exact: true }).waitFor();

  // Username.
  await card.getByRole('button', { name: 'Change username' }).click();
  let popup = dialog(page, 'Change username');
  await popup.getByText(`Currently: ${OWNER.username}`).waitFor();
  await popup.getByLabel('New username').fill('renamed_owner');
  await popup.getByLabel('Current password').fill('wrong-password');
  await popup.getByRole('button', { name: 'Save' }).click();
  await popup.getByRole('alert').filter({ hasText: 'Invalid Password' }).waitFor();
  await popup.getByLabel('Current password').fill(OWNER.password);
  await popup.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await card.getByText('renamed_owner', { exact: true }).waitFor();
  await page.getByText('Logged in as').filter({ hasText: 'renamed_owner' }).waitFor();

  // E-mail.
  await card.getByRole('button', { name: 'Change e-mail' }).click();
  popup = dialog(page, 'Change e-mail');
  await popup.getByText(`Currently: ${OWNER.email}`).waitFor();
  await popup.getByLabel('New e-mail').fill('renamed@example.com');
  await popup.getByLabel('Current password').fill(OWNER.password);
  await popup.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await card.getByText('renamed@example.com', { exact: true }).waitFor();

  // Password.
  const newPassword = 'Brand-New-Secret-42';
  await card.getByRole('button', { name: 'Change password' }).click();
  popup = dialog(page, 'Change password');
  await popup.getByLabel('Current password').fill(OWNER.password);
  await popup.getByLabel('New password', { exact: true }).fill(newPassword);
  await popup.getByLabel('Confirm new password').fill(newPassword);
  await screenshot(page, 'credentials-password-popup');
  await popup.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);

  // Log out, the old password no longer works, the new one (with the new e-mail) does.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  await page.getByLabel('Username or e-mail').fill('renamed_owner');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();

  await uiLogin(page, server.base, 'renamed_owner', newPassword);
  await page.getByText('Logged in as').filter({ hasText: 'renamed_owner' }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  await uiLogin(page, server.base, 'renamed@example.com', newPassword);
  await screenshot(page, 'credentials-relogin');
  assert.equal(new URL(page.url()).pathname, '/dash/overview');
}, { setup: (server) => registerOwner(server.base) });
