// Journey 3: managing links in the overview table: create (custom and random slug), copy the
// short URL, edit, delete, bulk delete through multi-select, search and sort. Every journey
// starts from its own server: the links it needs beforehand are made through the API.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, inView, linkRow, linksSettled, noDialog, registerOwner, rowAction, tableSlugs, uiLogin, waitUntil,
} from '../lib/journey.mjs';

const DOCS = { slug: 'docs', destination: 'https://example.com/docs' };
const RANDOM = { destination: 'https://example.org/random' };

/**
 * Set-up through the API: the owner and the given links, created in this order. Each link is
 * created in a later millisecond than the one before, so the default sort (created, descending)
 * has one order only.
 */
async function seed(server, links = []) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const created = [];
  for (const link of links) {
    const answer = await api(server.base, 'POST', '/api/link', link, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    created.push(answer.json.result);
    const at = Date.parse(answer.json.result.creationDate);
    await waitUntil(() => Date.now() > at, 'the clock passes the creation time');
  }
  return created;
}

/** Logs the owner in on the overview, with the clipboard allowed for the server's origin. */
async function openOverview(server, browser, page) {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
}

/** The list settled (nothing moves under the pointer), then `target` in view. */
async function settledInView(page, target) {
  await target.waitFor();
  await linksSettled(page);
  await inView(page, target);
}

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

/** The "Links" count card of the overview (about.links). */
async function linkCount(page, expected) {
  const card = page.getByRole('region', { name: 'Statistics' }).locator('.stat').filter({ hasText: 'Links' });
  await waitUntil(async () => (await card.locator('.stat__value').textContent()).trim() === String(expected), `the Links card shows ${expected}`);
}

async function createLink(page, destination, slug) {
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill(destination);
  if (slug) await form.getByLabel('Custom slug').fill(slug);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  await created.waitFor();
  return created;
}

journey('create with a custom slug, copy the short URL from the popup', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await page.getByText('No links yet.').waitFor();
  const created = await createLink(page, 'https://example.com/docs', 'docs');
  const shortUrl = await created.getByLabel('Short URL').inputValue();
  assert.equal(shortUrl, `${server.base}/docs`);
  await created.getByRole('button', { name: 'Copy short URL' }).click();
  await page.getByRole('status').filter({ hasText: 'Short URL copied' }).waitFor();
  assert.equal(await clipboard(page), `${server.base}/docs`);
  await screenshot(page, 'links-created');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'docs').getByText('https://example.com/docs').waitFor();
  await linkCount(page, 1);
}, { setup: (server) => seed(server) });

journey('create with a random slug', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await linkRow(page, 'docs').waitFor();
  const created = await createLink(page, 'https://example.org/random');
  const shortUrl = await created.getByLabel('Short URL').inputValue();
  assert.ok(shortUrl.startsWith(`${server.base}/`), shortUrl);
  const slug = shortUrl.slice(server.base.length + 1);
  assert.match(slug, /^[A-Za-z0-9_-]+$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, slug).getByText('https://example.org/random').waitFor();
  await linksSettled(page);
  // The random link is the newest, so it is first with the default sort (created, descending).
  assert.deepEqual(await tableSlugs(page), [slug, 'docs']);
  await linkCount(page, 2);
}, { setup: (server) => seed(server, [DOCS]) });

journey('a taken slug is refused with the server message', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await linkRow(page, 'docs').waitFor();
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill('https://example.net/other');
  await form.getByLabel('Custom slug').fill('docs');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'A link with that slug already exists' }).waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
}, { setup: (server) => seed(server, [DOCS]) });

journey('copy the short URL from the row menu', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await rowAction(page, 'docs', 'Copy short URL');
  await waitUntil(async () => (await clipboard(page)) === `${server.base}/docs`, 'clipboard holds the short URL');
}, { setup: (server) => seed(server, [DOCS]) });

journey('the row menu: right-click, keyboard, outside click', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  const menu = page.getByRole('menu', { name: 'Actions for docs' });
  const destination = linkRow(page, 'docs').locator('td[data-label="Destination"]');
  const actions = page.getByRole('button', { name: 'Actions for docs', exact: true });
  await settledInView(page, destination);
  await destination.click({ button: 'right' });
  await menu.waitFor();
  await page.mouse.click(5, 5);
  await menu.waitFor({ state: 'detached' });

  await settledInView(page, actions);
  await actions.click();
  await menu.waitFor();
  // Keyboard only from here: a pointer resting over the menu would make the item under it
  // active as soon as anything moves beneath it.
  await page.mouse.move(1, 1);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
  await page.keyboard.press('End');
  await waitUntil(async () => (await focused()) === 'Delete', `End focuses the last item (${await focused()})`);
  await page.keyboard.press('Home');
  await waitUntil(async () => (await focused()) === 'Open', 'Home focuses the first item');
  await page.keyboard.press('ArrowDown');
  await waitUntil(async () => (await focused()) === 'Copy short URL', 'ArrowDown moves on');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });

  await settledInView(page, actions);
  await actions.click();
  await menu.waitFor();
  await page.mouse.move(1, 1);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await waitUntil(async () => (await focused()) === 'Edit', 'ArrowUp moves back');
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Edit link');
  await form.waitFor();
  await page.keyboard.press('Escape');
  await noDialog(page);
}, { setup: (server) => seed(server, [DOCS]) });

journey('edit a link', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await rowAction(page, 'docs', 'Edit');
  const form = dialog(page, 'Edit link');
  assert.equal(await form.getByLabel('Destination URL').inputValue(), 'https://example.com/docs');
  await form.getByLabel('Destination URL').fill('https://example.com/handbook');
  await form.getByLabel('Slug').fill('handbook');
  await form.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await linkRow(page, 'handbook').getByText('https://example.com/handbook').waitFor();
  assert.equal(await linkRow(page, 'docs').count(), 0);
  // The server has the change too.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', '/api/link/list?search=handbook', undefined, cookie);
  assert.equal(list.json.result.links[0].destination, 'https://example.com/handbook');
}, { setup: (server) => seed(server, [DOCS]) });

journey('delete a link', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  // Both links are in the list (and the Links card counts them) before one is deleted.
  await linkRow(page, 'handbook').waitFor();
  await linkCount(page, 2);
  await rowAction(page, 'handbook', 'Delete');
  const confirm = dialog(page, 'Delete link');
  await confirm.getByText('/handbook').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await linkRow(page, 'handbook').waitFor({ state: 'detached' });
  await linksSettled(page);
  assert.equal((await tableSlugs(page)).length, 1);
  await linkCount(page, 1);
}, { setup: (server) => seed(server, [RANDOM, { slug: 'handbook', destination: 'https://example.com/handbook' }]) });

const LETTERS = [
  { slug: 'alpha', destination: 'https://alpha.example/' },
  { slug: 'charlie', destination: 'https://charlie.example/' },
  { slug: 'bravo', destination: 'https://bravo.example/x' },
];

journey('search and sort the table', async ({ server, browser, page }) => {
  // The set-up made a random link, then alpha, charlie and bravo, in that order.
  await openOverview(server, browser, page);
  await linkRow(page, 'bravo').waitFor();
  await linksSettled(page);
  assert.deepEqual((await tableSlugs(page)).slice(0, 3), ['bravo', 'charlie', 'alpha']);

  const search = page.getByRole('searchbox', { name: 'Search links' });
  await search.fill('char');
  await waitUntil(async () => (await tableSlugs(page)).join() === 'charlie', 'search narrows to charlie');
  await search.fill('bravo.example');
  await waitUntil(async () => (await tableSlugs(page)).join() === 'bravo', 'search by destination');
  await search.fill('zzz-nothing');
  await page.getByText('No links match “zzz-nothing”.').waitFor();
  await search.fill('');
  await waitUntil(async () => (await tableSlugs(page)).length === 4, 'all links back');

  const slugHeader = page.getByRole('columnheader', { name: /Short link/ });
  await slugHeader.getByRole('button').click();
  await waitUntil(async () => (await slugHeader.getAttribute('aria-sort')) === 'ascending', 'ascending');
  // Slugs sort by code point (the server's order): the known ones in order, all four shown.
  const codePointOrder = (slugs) => [...slugs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ascending = await waitUntil(async () => {
    const slugs = await tableSlugs(page);
    return slugs.length === 4 && slugs.join() === codePointOrder(slugs).join() ? slugs : null;
  }, 'sorted ascending by slug');
  const known = ascending.filter((s) => ['alpha', 'bravo', 'charlie'].includes(s));
  assert.deepEqual(known, ['alpha', 'bravo', 'charlie']);
  await slugHeader.getByRole('button').click();
  await waitUntil(async () => (await slugHeader.getAttribute('aria-sort')) === 'descending', 'descending');
  await waitUntil(async () => {
    const slugs = await tableSlugs(page);
    return slugs.join() === [...ascending].reverse().join();
  }, 'sorted descending by slug');
  await screenshot(page, 'links-sorted');
}, { setup: (server) => seed(server, [RANDOM, ...LETTERS]) });

journey('bulk delete through multi-select', async ({ server, browser, page }) => {
  await openOverview(server, browser, page);
  await linkRow(page, 'alpha').waitFor();
  await linksSettled(page);
  assert.equal((await tableSlugs(page)).length, 4);
  await page.getByRole('checkbox', { name: 'Select alpha' }).check();
  await page.getByRole('checkbox', { name: 'Select charlie' }).check();
  const selection = page.getByRole('region', { name: 'Selection' });
  await selection.getByText('2 selected').waitFor();
  await selection.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = dialog(page, 'Delete 2 links');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await waitUntil(async () => {
    const slugs = await tableSlugs(page);
    return slugs.length === 2 && !slugs.includes('alpha') && !slugs.includes('charlie');
  }, 'alpha and charlie are gone');
  assert.equal(await selection.count(), 0);

  // Select all on the page, then delete everything. The list has settled after the delete, so
  // "all on this page" are the two links left.
  await linksSettled(page);
  await page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
  await selection.getByText('2 selected').waitFor();
  await selection.getByRole('button', { name: 'Delete selected' }).click();
  await dialog(page, 'Delete 2 links').getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await page.getByText('No links yet.').waitFor();
  await linkCount(page, 0);
  await screenshot(page, 'links-bulk-deleted');
}, { setup: (server) => seed(server, [RANDOM, ...LETTERS]) });
