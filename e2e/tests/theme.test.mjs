// Journey 5: the theme switch persists across a reload (localStorage "dark", class "dark").
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, registerOwner, uiLogin, waitUntil } from '../lib/journey.mjs';

const htmlIsDark = (page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page) => page.evaluate(() => localStorage.getItem('dark'));

/** The switch's state, the page's class and the stored choice, once they agree. */
async function themeIs(page, dark) {
  await waitUntil(
    async () => (await htmlIsDark(page)) === dark && (await stored(page)) === String(dark),
    `the page is ${dark ? 'dark' : 'light'} and remembers it`,
  );
}

journey('dark theme survives a reload, and so does switching back', async ({ server, page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  const toggle = page.getByRole('switch', { name: 'Dark theme' });
  assert.equal(await toggle.getAttribute('aria-checked'), 'false');
  assert.equal(await htmlIsDark(page), false);
  assert.equal(await stored(page), null);

  await toggle.click();
  await themeIs(page, true);
  assert.equal(await toggle.getAttribute('aria-checked'), 'true');

  await page.reload();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  assert.equal(await htmlIsDark(page), true);
  assert.equal(await toggle.getAttribute('aria-checked'), 'true');
  await screenshot(page, 'theme-dark');

  // Also on another page of the app, e.g. the login page of a logged-out tab.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  assert.equal(await htmlIsDark(page), true);

  // One theme switch only: the sidebar's (Settings has no second one).
  assert.equal(await page.getByRole('switch', { name: 'Dark theme' }).count(), 1);
  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await themeIs(page, false);
  await page.reload();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  assert.equal(await htmlIsDark(page), false);
  assert.equal(await page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked'), 'false');
  await screenshot(page, 'theme-light');
}, { setup: (server) => registerOwner(server.base) });

journey('without a stored choice the system preference decides', async ({ server, page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.base}/dash/login`);
  await page.evaluate(() => localStorage.removeItem('dark'));
  await page.reload();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  assert.equal(await htmlIsDark(page), true);
  assert.equal(await page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked'), 'true');
}, { setup: (server) => registerOwner(server.base) });
