// Shared steps for the dashboard journeys. API calls here are only set-up for steps that are
// not the journey under test; the journeys themselves drive the UI.
import assert from 'node:assert/strict';
import { api } from './server.mjs';

export const OWNER = { username: 'owner', email: 'owner@example.com', password: 'Correct-Horse-9' };

/** Registers the first account (the owner) through the API. */
export async function registerOwner(base, account = OWNER) {
  const answer = await api(base, 'POST', '/api/auth/register', account);
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return account;
}

/** Logs in through the API and returns the session cookie (set-up only). */
export async function apiLogin(base, username, password) {
  const answer = await api(base, 'POST', '/api/auth/login', { username, password });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.cookie;
}

/** Logs in through the login form and waits for the given path. */
export async function uiLogin(page, base, username, password, expectPath = '/dash/overview') {
  await page.goto(`${base}/dash/login`);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === expectPath);
}

export const dialog = (page, name) => page.getByRole('dialog', { name, exact: true });

/** Waits until no dialog is open. */
export async function noDialog(page) {
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
}

/** The row of the links table whose short-link cell reads /slug. */
export function linkRow(page, slug) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${slug}`, exact: true }) });
}

/** Opens a row's "Actions" menu and clicks an item. */
export async function rowAction(page, slug, item) {
  const button = page.getByRole('button', { name: `Actions for ${slug}`, exact: true });
  // Bring the row into view first and let the scroll event pass: the menu closes on scrolling,
  // and the browser reports a scroll a frame after it happened, after a click that follows at once.
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await button.click();
  await page.getByRole('menu', { name: `Actions for ${slug}` }).getByRole('menuitem', { name: item, exact: true }).click();
}

/** The slugs in the links table, top to bottom. */
export async function tableSlugs(page) {
  // The short link itself, without the tags and badges that share its cell.
  const cells = page.locator('table.table--links tbody tr td[data-label="Short link"] a.cell-link');
  return (await cells.allTextContents()).map((t) => t.trim().replace(/^\//, ''));
}

/** Waits until fn() is truthy (polling), or fails with the message. */
export async function waitUntil(fn, message, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > deadline) assert.fail(`${message} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Codes from one authenticator secret. The server accepts a code of the current 30 s step or
 * one step either side, and each step only once per account (api.md §3.5), so this hands out
 * the next unused step, waiting for the clock only when the window is used up.
 */
export async function authenticator(secret) {
  const { TOTP, Secret } = await import('otpauth');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let last = -Infinity;
  return {
    async code() {
      for (;;) {
        const current = Math.floor(Date.now() / 30_000);
        const step = Math.max(last + 1, current);
        if (step <= current + 1) {
          last = step;
          return totp.generate({ timestamp: step * 30_000 });
        }
        // Every step the server would accept has been used: wait for the clock to move on.
        await new Promise((r) => setTimeout(r, (current + 1) * 30_000 - Date.now() + 50));
      }
    },
  };
}
