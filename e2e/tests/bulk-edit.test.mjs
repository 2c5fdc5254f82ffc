// Journey of a bulk edit (docs/bulk-edit.md, docs/dashboard.md#bulk-edit): three links selected in
// the links table, the Bulk edit popup opened from the selection bar, a tag added and part of the
// destination replaced; Preview shows the dry run's diff and writes nothing; Apply shows the
// streamed progress and the result; the table then shows the new tag and destinations, the short
// links redirect to them, a link left out of the selection is as it was, and each edit is in its
// link's history as a change to many links. The open popup is checked with axe, with the preview
// and with the result.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, linksSettled, noDialog, registerOwner, uiLogin, waitUntil,
} from '../lib/journey.mjs';

const SELECTED = ['promo-a', 'promo-b', 'promo-c'];
const OTHER = 'keep';
const OLD = 'http://old.example';
const NEW = 'https://new.example';
const TAG = 'spring';

/** No serious or critical axe violation (measured at rest, `seriousViolations`). */
async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** The counts a report shows: { Selected: '3', Changed: '3', … }. */
async function counts(report) {
  const pairs = await report.locator('.bulk-report__counts > div').evaluateAll((divs) =>
    divs.map((div) => [div.querySelector('dt').textContent, div.querySelector('dd').textContent]));
  return Object.fromEntries(pairs);
}

/** The rows of a report's changes table as text, whitespace folded. */
async function changeRows(report) {
  const rows = await report.getByRole('table', { name: 'Changes' }).locator('tbody tr').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').replace(/\s*→\s*/g, ' → ').trim());
}

/** Links by slug, as the server has them. */
async function serverLinks(server, cookie) {
  const list = await api(server.base, 'GET', '/api/link/list?pagesize=100', undefined, cookie);
  assert.equal(list.status, 200, JSON.stringify(list.json));
  return Object.fromEntries(list.json.result.links.map((link) => [link.slug, link]));
}

journey('a bulk edit: a tag added and destinations replaced, previewed, applied with its progress', async ({ server, page }) => {
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await linksSettled(page);

  // Three links selected in the table; the fourth is left out.
  for (const slug of SELECTED) await linkRow(page, slug).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await bar.getByText('3 selected').waitFor();
  await bar.getByRole('button', { name: 'Bulk edit', exact: true }).click();
  const popup = dialog(page, 'Bulk edit');
  await popup.getByText('3 selected links.').waitFor();

  // The change: a tag added, and the old host replaced by the new one.
  await popup.getByLabel('Add tags').fill(TAG);
  await popup.getByLabel('Add tags').press('Enter');
  await popup.getByRole('list', { name: /Add tags/ }).getByText(TAG).waitFor();
  await popup.getByLabel('Find', { exact: true }).fill(OLD);
  await popup.getByLabel('Replace with').fill(NEW);

  // The dry run: every link's change before → after, and nothing written.
  await popup.getByRole('button', { name: 'Preview' }).click();
  const preview = popup.getByRole('region', { name: 'Preview: nothing has changed yet' });
  await preview.waitFor();
  assert.deepEqual(await counts(preview), { Selected: '3', Changed: '3', Unchanged: '0', Refused: '0' });
  assert.deepEqual(await changeRows(preview), SELECTED.flatMap((slug) => {
    const path = slug.slice(-1);
    return [
      `/${slug} Destination URL Before: ${OLD}/${path} → After: ${NEW}/${path}`,
      `Tags Before: none → After: ${TAG}`,
    ];
  }), 'the preview lists each link’s destination and tags before → after');
  const before = await serverLinks(server, cookie);
  for (const slug of SELECTED) assert.equal(before[slug].destination, `${OLD}/${slug.slice(-1)}`, 'a preview writes nothing');
  await noViolations(page, 'the Bulk edit popup with its preview');
  await screenshot(page, 'bulk-edit-preview');

  // The edit itself: its progress streamed, then what it did.
  await popup.getByRole('button', { name: 'Apply' }).click();
  const result = popup.getByRole('region', { name: 'Result' });
  await result.waitFor();
  const progress = popup.getByRole('progressbar', { name: 'Progress of the bulk edit' });
  assert.equal(await progress.getAttribute('aria-valuenow'), '3');
  assert.equal(await progress.getAttribute('aria-valuemax'), '3');
  assert.equal(await progress.getAttribute('aria-valuetext'), '3 of 3 links done');
  assert.deepEqual(await counts(result), { Selected: '3', Changed: '3', Unchanged: '0', Refused: '0' });
  assert.equal(await popup.getByRole('button', { name: 'Apply' }).count(), 0, 'an edit that ran is not offered again');
  await noViolations(page, 'the Bulk edit popup with its result');
  await screenshot(page, 'bulk-edit-result');
  await popup.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);

  // The table, fetched again, shows the new destinations and the tag; the fourth link is as it was.
  for (const slug of SELECTED) {
    const row = linkRow(page, slug);
    await row.getByText(`${NEW}/${slug.slice(-1)}`).waitFor();
    await row.getByRole('listitem').getByRole('button', { name: TAG }).waitFor();
  }
  await linkRow(page, OTHER).getByText(`${OLD}/${OTHER}`).waitFor();
  assert.equal(await linkRow(page, OTHER).getByRole('button', { name: TAG }).count(), 0);

  // The server agrees, the short links send visitors to the new destinations at once, and each
  // link's history has the edit as a change to many links.
  const after = await serverLinks(server, cookie);
  for (const slug of SELECTED) {
    assert.equal(after[slug].destination, `${NEW}/${slug.slice(-1)}`);
    assert.deepEqual(after[slug].tags, [TAG]);
    const visit = await fetch(`${server.base}/${slug}`, { redirect: 'manual' });
    assert.equal(visit.headers.get('location'), `${NEW}/${slug.slice(-1)}`, `/${slug} redirects to its new destination`);
    const history = await waitUntil(async () => {
      const answer = await api(server.base, 'GET', `/api/link/${after[slug].id}/history`, undefined, cookie);
      return answer.status === 200 && answer.json.result.entries.length === 2 ? answer.json.result.entries : null;
    }, `the history of /${slug} holds the bulk edit`);
    assert.equal(history[1].action, 'edited');
    assert.equal(history[1].via, 'bulk');
  }
  assert.equal(after[OTHER].destination, `${OLD}/${OTHER}`);
  assert.deepEqual(after[OTHER].tags, []);
}, {
  setup: async (server) => {
    await registerOwner(server.base);
    const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
    for (const slug of [...SELECTED, OTHER]) {
      const path = slug.startsWith('promo-') ? slug.slice(-1) : slug;
      const created = await api(server.base, 'POST', '/api/link', { slug, destination: `${OLD}/${path}` }, cookie);
      assert.equal(created.status, 200, JSON.stringify(created.json));
    }
  },
});
