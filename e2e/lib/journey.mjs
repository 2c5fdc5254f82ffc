// Shared steps for the dashboard journeys. API calls here are only set-up for steps that are
// not the journey under test; the journeys themselves drive the UI.
import assert from 'node:assert/strict';
import { api } from './server.mjs';
import { timeScale, within } from './time-scale.mjs';

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

/**
 * Waits until the links table holds no request in flight (it is `aria-busy` while it refetches,
 * e.g. after a create or delete): a row clicked while the list is replaced can move under the
 * pointer, and its menu closes with the scroll the new rows cause.
 */
export async function linksSettled(page) {
  await page.locator('table.table--links:not([aria-busy])').waitFor();
}

/** The row of the links table whose short-link cell reads /slug. */
export function linkRow(page, slug) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${slug}`, exact: true }) });
}

/**
 * Brings `target` into view and lets the browser report that scroll (two animation frames
 * later) before it is clicked: menus close on scrolling, and a scroll reported after one
 * opened would close it (a wide table scrolls sideways to show its last column).
 */
export async function inView(page, target) {
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  await within(
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
    10_000 * timeScale,
    'two animation frames after scrolling into view',
  );
}

/** Opens the menu a button opens (e.g. a row's "Actions") and waits for it. */
export async function openMenu(page, buttonName) {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  await inView(page, button);
  await button.click();
  const menu = page.getByRole('menu', { name: buttonName });
  await menu.waitFor();
  return menu;
}

/** Opens a row's "Actions" menu, once the list has settled, and clicks an item. */
export async function rowAction(page, slug, item) {
  await page.getByRole('button', { name: `Actions for ${slug}`, exact: true }).waitFor();
  await linksSettled(page);
  const menu = await openMenu(page, `Actions for ${slug}`);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The slugs in the links table, top to bottom. */
export async function tableSlugs(page) {
  // The short link itself, without the tags and badges that share its cell.
  const cells = page.locator('table.table--links tbody tr td[data-label="Short link"] a.cell-link');
  return (await cells.allTextContents()).map((t) => t.trim().replace(/^\//, ''));
}

/**
 * Waits until fn() is truthy (polling), or fails with the message. The limit stretches with the
 * machine (lib/time-scale.mjs).
 */
export async function waitUntil(fn, message, timeout = 10_000 * timeScale) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await within(fn(), Math.max(1000, deadline - Date.now()) + 5000 * timeScale, message);
    if (last) return last;
    if (Date.now() > deadline) assert.fail(`${message} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until a link's statistics answer (GET /api/link/{id}/stats, what its page shows) holds
 * at least `visits` visits, humans and bots together: summaries are written a flush or more
 * after the counters (docs/STATISTICS.md), and a page opened before that shows an empty range
 * until it is reloaded.
 */
export async function waitForStatistics(base, cookie, id, visits) {
  return waitUntil(async () => {
    const answer = await api(base, 'GET', `/api/link/${id}/stats?bots=include`, undefined, cookie);
    return answer.status === 200 && answer.json.result.totals.visits >= visits ? answer.json.result : null;
  }, `the statistics of link ${id} hold ${visits} visit(s)`);
}

/** Waits until a link's visit counter (what the list shows) reaches `visits`. */
export async function waitForCounter(base, cookie, id, visits) {
  return waitUntil(async () => {
    const answer = await api(base, 'GET', `/api/link/single?id=${id}`, undefined, cookie);
    return answer.status === 200 && answer.json.result.visits >= visits;
  }, `the counter of link ${id} reaches ${visits}`);
}

/**
 * Codes from one authenticator secret. The server accepts a code of the current 30 s step or
 * one step either side, and each step only once per account (docs/accounts.md), so this hands out
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

/**
 * Requests `path` from the server as if addressed to `host` (a short domain that does not
 * resolve on this machine): fetch() always sends the address's own Host, so this uses
 * node:http. Returns the status and the Location header; redirects are not followed.
 */
export async function requestOn(base, host, path, headers = {}) {
  const { request } = await import('node:http');
  const url = new URL(path, base);
  return new Promise((done, fail) => {
    const req = request(url, { method: 'GET', headers: { ...headers, Host: host } }, (answer) => {
      answer.resume();
      answer.on('end', () => done({ status: answer.statusCode, location: answer.headers.location }));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Opens a Settings section from the main navigation: Settings opens Profile, then the section
 * comes from the sidebar on wide windows or from the section select on narrow ones.
 */
export async function openSettings(page, section = 'Profile') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  await page.waitForURL((url) => url.pathname === '/dash/settings/profile');
  if (section === 'Profile') return;
  const link = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: section, exact: true });
  if (await link.isVisible()) await link.click();
  else await page.getByLabel('Section', { exact: true }).selectOption({ label: section });
  await page.getByRole('link', { name: section, exact: true, includeHidden: true }).and(page.locator('[aria-current="page"]')).waitFor({ state: 'attached' });
}
