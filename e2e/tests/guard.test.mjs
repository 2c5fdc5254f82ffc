// Journey 2: the navigation guard sends a logged-out visitor to the login page with ?next= and
// back to the wanted page after logging in; document titles follow the routes.
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, registerOwner } from '../lib/journey.mjs';

const WITH_OWNER = { setup: (server) => registerOwner(server.base) };

journey('opening /dash/settings logged out goes through the login page and back', async ({ server, page }) => {
  await page.goto(`${server.base}/dash/settings`);
  await page.waitForURL((url) => url.pathname === '/dash/login');
  const url = new URL(page.url());
  assert.equal(url.search, '?next=%2Fdash%2Fsettings');
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  assert.equal(await page.title(), 'Login | Linkhop');
  // The login page has no sidebar.
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
  await screenshot(page, 'guard-login');

  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The old single Settings address opens its first section.
  await page.waitForURL((u) => u.pathname === '/dash/settings/profile');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  assert.equal(await page.title(), 'Settings | Linkhop');
  await screenshot(page, 'guard-settings');

  // A section's own address survives the trip through the login page too.
  await page.getByRole('button', { name: 'Log out' }).click();
  // Logging out ends on the login page (for the page it left): only then open the section.
  await page.waitForURL((url) => url.pathname === '/dash/login');
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.goto(`${server.base}/dash/settings/security`);
  await page.waitForURL((url) => url.pathname === '/dash/login');
  assert.equal(new URL(page.url()).search, '?next=%2Fdash%2Fsettings%2Fsecurity');
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dash/settings/security');
  await page.getByRole('heading', { name: 'Active sessions' }).waitFor();

  // A route without a title shows just the product name.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  assert.equal(await page.title(), 'Linkhop');
}, WITH_OWNER);

journey('a wrong password keeps the visitor on the login page with the server message', async ({ server, page }) => {
  await page.goto(`${server.base}/dash/users`);
  await page.waitForURL((url) => url.pathname === '/dash/login');
  assert.equal(new URL(page.url()).search, '?next=%2Fdash%2Fusers');
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/dash/login');
}, WITH_OWNER);

journey('the root address leads a logged-out visitor to the login page for the overview', async ({ server, page }) => {
  await page.goto(`${server.base}/`);
  await page.waitForURL((url) => url.pathname === '/dash/login');
  assert.equal(new URL(page.url()).search, '?next=%2Fdash%2Foverview');
  // A "next" that points off-site is not followed after logging in.
  await page.goto(`${server.base}/dash/login?next=${encodeURIComponent('https://evil.example/')}`);
  await page.getByLabel('Username or e-mail').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dash/overview');
  assert.equal(new URL(page.url()).origin, server.base);
}, WITH_OWNER);
