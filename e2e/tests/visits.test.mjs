// Journey 4: following a short link in the browser raises its visit count in the table.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, linkRow, linksSettled, registerOwner, uiLogin, waitForCounter, waitUntil,
} from '../lib/journey.mjs';

journey('a followed short link shows its visits in the table', async ({ server, browser, page: dash }) => {
  // Set-up (not the journey): the link /hop through the API.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const destination = `${server.base}/api`;
  const created = await api(server.base, 'POST', '/api/link', { slug: 'hop', destination }, cookie);
  assert.equal(created.status, 200);
  const { id } = created.json.result;

  await uiLogin(dash, server.base, OWNER.username, OWNER.password);
  const visits = linkRow(dash, 'hop').locator('td[data-label="Visits"]');
  assert.equal((await visits.textContent()).trim(), '0');

  const visitor = await browser.context.newPage();
  for (let i = 1; i <= 2; i += 1) {
    await visitor.goto(`${server.base}/hop`);
    await visitor.waitForURL(destination);
  }

  // The list reads the counters once per load: they hold both visits before the reload.
  await waitForCounter(server.base, cookie, id, 2);
  await dash.reload();
  await waitUntil(async () => {
    await visits.waitFor();
    return (await visits.textContent()).trim() === '2';
  }, 'the table shows 2 visits');
  await screenshot(dash, 'visits-counted');

  // The "Visits" sort puts the visited link first.
  await api(server.base, 'POST', '/api/link', { slug: 'quiet', destination: 'https://example.com/q' }, cookie);
  await dash.reload();
  await linkRow(dash, 'quiet').waitFor();
  await linksSettled(dash);
  await dash.getByRole('columnheader', { name: /Visits/ }).getByRole('button').click();
  await waitUntil(
    async () => (await dash.locator('tbody tr td[data-label="Short link"]').first().textContent()) === '/hop',
    'most visited first',
  );
}, { env: { VISIT_FLUSH_MS: '100' }, setup: (server) => registerOwner(server.base) });
