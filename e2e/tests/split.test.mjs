// Journey of an A/B split (docs/campaigns.md#ab-split): the Create popup's split editor (variant 1
// is the link's destination, the second typed), the split icon in the list, visitors sent to both
// variants and each kept on its own, the statistics page's split test table, and promoting the
// winner from it, after which every visitor goes there. The popup and the page are checked with axe.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, dialog, linkRow, noDialog, registerOwner, uiLogin, waitUntil } from '../lib/journey.mjs';

const A = 'https://landing.example.com/a';
const B = 'https://landing.example.com/b';
const VISITORS = 24;

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** Where the short link sends the visitor with this browser, redirects not followed. */
async function sentTo(server, slug, visitor) {
  const agent = `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 visitor/${visitor}`;
  const answer = await fetch(`${server.base}/${slug}`, { headers: { 'User-Agent': agent }, redirect: 'manual' });
  assert.equal(answer.status, 302);
  return answer.headers.get('location');
}

journey('an A/B split: variants by weight, visitors kept on theirs, statistics per variant, the winner promoted', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill(A);
  await form.getByLabel('Custom slug').fill('ab');
  await form.getByRole('button', { name: 'Advanced' }).click();
  await form.getByRole('button', { name: /^A\/B split/ }).click();
  await form.getByRole('button', { name: 'Add a split' }).click();
  // Variant 1 is the link's destination; the second is typed.
  const first = form.getByRole('group', { name: 'Variant 1' });
  assert.equal(await first.getByLabel('Send to').inputValue(), A);
  await form.getByRole('group', { name: 'Variant 2' }).getByLabel('Send to').fill(B);
  await noViolations(page, 'Create link with an A/B split');
  await screenshot(page, 'split-create');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page, 'Link created').getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'ab').getByRole('img', { name: 'A/B split between 2 destinations' }).waitFor();

  // Each visitor keeps its variant; over two dozen visitors both variants are used.
  const seen = new Map();
  for (let visitor = 0; visitor < VISITORS; visitor += 1) {
    const to = await sentTo(server, 'ab', visitor);
    assert.ok([A, B].includes(to), to);
    assert.equal(await sentTo(server, 'ab', visitor), to, `visitor ${visitor} keeps its variant`);
    seen.set(to, (seen.get(to) ?? 0) + 1);
  }
  assert.equal(seen.size, 2, `both variants: ${[...seen]}`);

  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', '/api/link/list?search=ab', undefined, cookie);
  const id = list.json.result.links.find((link) => link.slug === 'ab').id;
  await waitUntil(async () => {
    const answer = await api(server.base, 'GET', `/api/link/${id}/stats`, undefined, cookie);
    const variants = answer.json.result?.variants ?? [];
    return variants.reduce((sum, variant) => sum + variant.humanVisits, 0) === 2 * VISITORS;
  }, 'the statistics hold every visit by variant');

  await page.goto(`${server.base}/dash/links/${id}/stats`);
  const table = page.getByRole('table', { name: 'Visits to each destination of the split test in this range' });
  for (const [destination, visitors] of seen) {
    const row = table.getByRole('row').filter({ hasText: destination });
    await row.getByText(String(2 * visitors), { exact: true }).first().waitFor();
  }
  await noViolations(page, 'the split test table');
  await screenshot(page, 'split-stats');

  // Promote B: every visitor goes there, and the table keeps both as earlier variants.
  await page.getByRole('button', { name: `Promote ${B}` }).click();
  const confirm = dialog(page, 'Promote this variant');
  await confirm.getByText(`Send every visitor to ${B} and end the split? The statistics stay.`).waitFor();
  await noViolations(page, 'the promote confirmation');
  await confirm.getByRole('button', { name: 'Promote', exact: true }).click();
  await noDialog(page);
  await table.getByText('Earlier variant').first().waitFor();
  for (let visitor = 0; visitor < 6; visitor += 1) {
    assert.equal(await sentTo(server, 'ab', visitor), B, 'every visitor goes to the winner');
  }
  const single = await api(server.base, 'GET', `/api/link/single?id=${id}`, undefined, cookie);
  assert.equal(single.json.result.destination, B);
  assert.equal(single.json.result.split, null);
}, { setup: (server) => registerOwner(server.base) });
