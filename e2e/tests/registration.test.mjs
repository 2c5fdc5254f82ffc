// Journey 1: the first visitor registers through the form and lands on the overview, logged in.
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';

journey('first registration lands on the overview, logged in', async ({ server, page }) => {
  await page.goto(`${server.base}/dash/register`);
  assert.equal(await page.title(), 'Register | Linkhop');
  await page.getByLabel('E-mail').fill('first@example.com');
  await page.getByLabel('Username').fill('first_user');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-Password');
  await page.getByLabel('Confirm password').fill('Str0ng-Password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.pathname === '/dash/overview');
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByText('Logged in as').filter({ hasText: 'first_user' }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  // The session survives a reload: the guard does not send us to the login page.
  await page.reload();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dash/overview');
  await screenshot(page, 'registration-overview');
});
