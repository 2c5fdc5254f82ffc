// Journey 3: managing links in the overview table: create (custom and random slug), copy the
// short URL, edit, delete, bulk delete through multi-select, search and sort.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startLinkhop, api } from '../lib/server.mjs';
import { launchBrowser, screenshot } from '../lib/browser.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, noDialog, registerOwner, rowAction, tableSlugs, uiLogin, waitUntil,
} from '../lib/journey.mjs';

let server;
let browser;
let page;

before(async () => {
  server = await startLinkhop();
  browser = await launchBrowser();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
  await registerOwner(server.base);
  page = await browser.context.newPage();
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

/** The "Links" count card of the overview (about.links). */
async function linkCount(expected) {
  const card = page.getByRole('region', { name: 'Statistics' }).locator('.stat').filter({ hasText: 'Links' });
  await waitUntil(async () => (await card.locator('.stat__value').textContent()).trim() === String(expected), `the Links card shows ${expected}`);
}

async function createLink(destination, slug) {
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill(destination);
  if (slug) await form.getByLabel('Custom slug').fill(slug);
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  await created.waitFor();
  return created;
}

test('create with a custom slug, copy the short URL from the popup', async () => {
  await page.getByText('No links yet.').waitFor();
  const created = await createLink('https://example.com/docs', 'docs');
  const shortUrl = await created.getByLabel('Short URL').inputValue();
  assert.equal(shortUrl, `${server.base}/docs`);
  await created.getByRole('button', { name: 'Copy short URL' }).click();
  await page.getByRole('status').filter({ hasText: 'Short URL copied' }).waitFor();
  assert.equal(await clipboard(), `${server.base}/docs`);
  await screenshot(page, 'links-created');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'docs').getByText('https://example.com/docs').waitFor();
  await linkCount(1);
});

test('create with a random slug', async () => {
  const created = await createLink('https://example.org/random');
  const shortUrl = await created.getByLabel('Short URL').inputValue();
  assert.ok(shortUrl.startsWith(`${server.base}/`), shortUrl);
  const slug = shortUrl.slice(server.base.length + 1);
  assert.match(slug, /^[A-Za-z0-9_-]+$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, slug).getByText('https://example.org/random').waitFor();
  // The random link is the newest, so it is first with the default sort (created, descending).
  assert.deepEqual(await tableSlugs(page), [slug, 'docs']);
  await linkCount(2);
});

test('a taken slug is refused with the server message', async () => {
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill('https://example.net/other');
  await form.getByLabel('Custom slug').fill('docs');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await form.getByRole('alert').filter({ hasText: 'A link with that slug already exists' }).waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
});

test('copy the short URL from the row menu', async () => {
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await rowAction(page, 'docs', 'Copy short URL');
  await waitUntil(async () => (await clipboard()) === `${server.base}/docs`, 'clipboard holds the short URL');
});

test('the row menu: right-click, keyboard, outside click', async () => {
  const menu = page.getByRole('menu', { name: 'Actions for docs' });
  await linkRow(page, 'docs').locator('td[data-label="Destination"]').click({ button: 'right' });
  await menu.waitFor();
  await page.mouse.click(5, 5);
  await menu.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Actions for docs', exact: true }).click();
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

  await page.getByRole('button', { name: 'Actions for docs', exact: true }).click();
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
});

test('edit a link', async () => {
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
});

test('delete a link', async () => {
  await rowAction(page, 'handbook', 'Delete');
  const confirm = dialog(page, 'Delete link');
  await confirm.getByText('/handbook').waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await linkRow(page, 'handbook').waitFor({ state: 'detached' });
  assert.equal((await tableSlugs(page)).length, 1);
  await linkCount(1);
});

test('search and sort the table', async () => {
  // Set-up (not the journey): a few more links through the API, then reload the overview.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  for (const [slug, destination] of [
    ['alpha', 'https://alpha.example/'],
    ['charlie', 'https://charlie.example/'],
    ['bravo', 'https://bravo.example/x'],
  ]) {
    const answer = await api(server.base, 'POST', '/api/link', { slug, destination }, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  await page.reload();
  await linkRow(page, 'bravo').waitFor();
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
});

test('bulk delete through multi-select', async () => {
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

  // Select all on the page, then delete everything.
  await page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
  await selection.getByText('2 selected').waitFor();
  await selection.getByRole('button', { name: 'Delete selected' }).click();
  await dialog(page, 'Delete 2 links').getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await page.getByText('No links yet.').waitFor();
  await linkCount(0);
  await screenshot(page, 'links-bulk-deleted');
});
