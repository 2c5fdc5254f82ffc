// Journey 4: following a short link in the browser raises its visit count in the table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startLinkhop, api } from '../lib/server.mjs';
import { launchBrowser, screenshot } from '../lib/browser.mjs';
import { OWNER, apiLogin, linkRow, registerOwner, uiLogin, waitUntil } from '../lib/journey.mjs';

let server;
let browser;

before(async () => {
  server = await startLinkhop({ VISIT_FLUSH_MS: '100' });
  browser = await launchBrowser();
  await registerOwner(server.base);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a followed short link shows its visits in the table', async () => {
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const destination = `${server.base}/api`;
  const created = await api(server.base, 'POST', '/api/link', { slug: 'hop', destination }, cookie);
  assert.equal(created.status, 200);

  const dash = await browser.context.newPage();
  await uiLogin(dash, server.base, OWNER.username, OWNER.password);
  const visits = linkRow(dash, 'hop').locator('td[data-label="Visits"]');
  assert.equal((await visits.textContent()).trim(), '0');

  const visitor = await browser.context.newPage();
  for (let i = 1; i <= 2; i += 1) {
    await visitor.goto(`${server.base}/hop`);
    await visitor.waitForURL(destination);
  }

  await waitUntil(async () => {
    await dash.reload();
    await visits.waitFor();
    return (await visits.textContent()).trim() === '2';
  }, 'the table shows 2 visits');
  await screenshot(dash, 'visits-counted');

  // The "Visits" sort puts the visited link first.
  await api(server.base, 'POST', '/api/link', { slug: 'quiet', destination: 'https://example.com/q' }, cookie);
  await dash.reload();
  await linkRow(dash, 'quiet').waitFor();
  await dash.getByRole('columnheader', { name: /Visits/ }).getByRole('button').click();
  await waitUntil(
    async () => (await dash.locator('tbody tr td[data-label="Short link"]').first().textContent()) === '/hop',
    'most visited first',
  );
});
