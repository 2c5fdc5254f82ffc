// Journey 10: generate an API secret and download the ShareX config from Settings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, registerOwner, uiLogin } from '../lib/journey.mjs';

journey('ShareX config download', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.goto(`${server.base}/dash/settings/api-access`);
  const card = page.getByRole('region', { name: 'API secret' });

  // Without a secret the server refuses and the card says why.
  await card.getByText('No secret yet').waitFor();
  await card.getByRole('button', { name: 'Download ShareX config' }).click();
  await card.getByRole('alert').filter({ hasText: 'You need to generate a secret first' }).waitFor();

  await card.getByRole('button', { name: 'Generate secret' }).click();
  await page.getByRole('status').filter({ hasText: 'New secret generated' }).waitFor();
  const secret = (await card.getByLabel('API secret').textContent()).trim();
  assert.match(secret, /^\S{32}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download ShareX config' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Linkhop.sxcu');
  const config = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.ok(config.RequestURL.endsWith('/api/sharex'), config.RequestURL);
  assert.equal(config.RequestURL, `${server.base}/api/sharex`);
  assert.equal(JSON.stringify(config).includes(secret), true, 'the config carries the secret');
  await screenshot(page, 'sharex-settings');

  // The downloaded config works: ShareX would post the URL with it.
  const form = new FormData();
  for (const [key, value] of Object.entries(config.Arguments ?? {})) {
    form.set(key, value === '{input}' || value === '$input$' ? 'https://example.com/sharex' : value);
  }
  const answer = await fetch(config.RequestURL, { method: 'POST', headers: config.Headers ?? {}, body: form });
  const json = await answer.json();
  assert.equal(answer.status, 200, JSON.stringify(json));
  assert.ok(json.url.startsWith(`${server.base}/`), json.url);
}, { setup: (server) => registerOwner(server.base) });
