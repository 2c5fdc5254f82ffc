// Journey of a link's history (docs/history.md): a link created and then edited in the dashboard,
// its History popup from the row menu showing the edit's destination before → after, a revert to
// version 1 confirmed in a popup stacked on the history (the server has the old destination
// back), then the link deleted, restored from "Recently deleted", and redirecting again; then
// 100 more changes, of which the popup shows the newest page and the rest on "Show older
// changes". The History popup, its confirmation and the Recently deleted page are checked with axe.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, noDialog, registerOwner, rowAction, uiLogin, waitUntil,
} from '../lib/journey.mjs';

const SLUG = 'launch';
const FIRST = 'https://example.com/launch-v1';
const SECOND = 'https://example.com/launch-v2';

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** One entry of the History popup, by its heading ("Edited (version 2)"). */
const entry = (page, title) =>
  dialog(page, 'History').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** Where the short link sends a visitor, redirects not followed. */
async function redirect(server) {
  const answer = await fetch(`${server.base}/${SLUG}`, { redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location') };
}

journey('a link\'s history: an edit before → after, reverted to version 1, deleted and restored', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);

  // Version 1: created in the dashboard.
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const create = dialog(page, 'Create link');
  await create.getByLabel('Destination URL').fill(FIRST);
  await create.getByLabel('Custom slug').fill(SLUG);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page, 'Link created').getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, SLUG).getByText(FIRST).waitFor();

  // Version 2: its destination edited.
  await rowAction(page, SLUG, 'Edit');
  const edit = dialog(page, 'Edit link');
  await edit.getByLabel('Destination URL').fill(SECOND);
  await edit.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await linkRow(page, SLUG).getByText(SECOND).waitFor();

  // The history, newest first: the edit says who, through what, and the destination before → after.
  await rowAction(page, SLUG, 'History');
  const history = dialog(page, 'History');
  const edited = entry(page, 'Edited (version 2)');
  await edited.waitFor();
  const headings = await history.getByRole('heading', { level: 3 }).allTextContents();
  assert.deepEqual(headings, ['Edited (version 2) Current version', 'Created (version 1)']);
  await edited.getByText(`${OWNER.username} · Dashboard`).waitFor();
  const change = edited.getByRole('definition');
  assert.equal(await edited.getByRole('term').textContent(), 'Destination URL');
  const shown = (await change.innerText()).replace(/\s+/g, ' ').replace(/\s*→\s*/, ' → ').trim();
  assert.equal(shown, `Before: ${FIRST} → After: ${SECOND}`);
  assert.equal(await edited.getByRole('button', { name: /^Revert to this version/ }).count(), 0, 'the current version offers no revert');
  await noViolations(page, 'the History popup');
  await screenshot(page, 'history-popup');

  // Revert to version 1, confirmed in a popup stacked on the history.
  await entry(page, 'Created (version 1)').getByRole('button', { name: 'Revert to this version (version 1)' }).click();
  const confirm = dialog(page, 'Revert to version 1?');
  await confirm.getByText(/every field it had after this change/).waitFor();
  await noViolations(page, 'the revert confirmation');
  await confirm.getByRole('button', { name: 'Revert', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await entry(page, 'Created (version 1)').getByRole('status').filter({ hasText: 'Reverted to version 1.' }).waitFor();
  await entry(page, 'Reverted (version 3)').getByText('Current version').waitFor();
  await noViolations(page, 'the History popup after a revert');

  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', `/api/link/list?search=${SLUG}`, undefined, cookie);
  const id = list.json.result.links.find((link) => link.slug === SLUG).id;
  const single = await api(server.base, 'GET', `/api/link/single?id=${id}`, undefined, cookie);
  assert.equal(single.json.result.destination, FIRST, 'the server has version 1’s destination back');
  await history.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, SLUG).getByText(FIRST).waitFor();

  // Deleted: the short link stops redirecting.
  await rowAction(page, SLUG, 'Delete');
  await dialog(page, 'Delete link').getByRole('button', { name: 'Delete', exact: true }).click();
  await noDialog(page);
  await linkRow(page, SLUG).waitFor({ state: 'detached' });
  await page.getByText('No links yet.').waitFor();
  assert.notEqual((await redirect(server)).location, FIRST);

  // Restored from "Recently deleted", reached from the navigation.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recently deleted' }).click();
  await page.getByRole('heading', { name: 'Recently deleted', level: 1 }).waitFor();
  await page.waitForURL((url) => url.pathname === '/dash/deleted');
  const table = page.getByRole('table', { name: 'Deleted links' });
  const row = table.getByRole('row').filter({ hasText: `/${SLUG}` });
  await row.getByText(FIRST).waitFor();
  await row.getByText(`${OWNER.username} · Dashboard`).waitFor();
  await noViolations(page, 'the Recently deleted page');
  await screenshot(page, 'history-deleted');
  await row.getByRole('button', { name: `Restore /${SLUG}` }).click();
  await page.getByRole('status').filter({ hasText: `Restored /${SLUG}.` }).waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByText('No deleted link can be restored.').waitFor();
  await noViolations(page, 'the Recently deleted page after a restore');

  // It redirects again, to version 1's destination.
  const again = await waitUntil(async () => {
    const answer = await redirect(server);
    return answer.location === FIRST ? answer : null;
  }, 'the restored link redirects again');
  assert.ok([301, 302, 307, 308].includes(again.status), `a redirect: ${again.status}`);

  // A long history opens on its newest 100 changes; older ones come on demand.
  for (let n = 1; n <= 100; n += 1) {
    const edited = await api(server.base, 'PATCH', '/api/link', { id, notes: `note ${n}` }, cookie);
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
  }
  await page.goto(`${server.base}/dash/overview`);
  await linkRow(page, SLUG).getByText(FIRST).waitFor();
  await rowAction(page, SLUG, 'History');
  const long = dialog(page, 'History');
  await entry(page, 'Edited (version 105)').getByText('Current version').waitFor();
  assert.equal(await long.getByRole('heading', { level: 3 }).count(), 100);
  assert.equal(await entry(page, 'Created (version 1)').count(), 0, 'the first change is on an older page');
  await long.getByRole('button', { name: 'Show older changes' }).click();
  await entry(page, 'Created (version 1)').waitFor();
  assert.equal(await long.getByRole('heading', { level: 3 }).count(), 105);
  assert.equal(await long.getByRole('button', { name: 'Show older changes' }).count(), 0, 'no page is left');
  await noViolations(page, 'the History popup with its older changes');
}, { setup: (server) => registerOwner(server.base) });
