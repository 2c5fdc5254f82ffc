// Journeys that need no dashboard screen: a short link followed in the
// browser, and an unknown slug showing the dashboard's not-found state.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startLinkhop, api } from '../lib/server.mjs';
import { launchBrowser, screenshot } from '../lib/browser.mjs';

let server;
let browser;

before(async () => {
  server = await startLinkhop();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('following a short link redirects and counts the visit', async () => {
  const password = 'Correct-Horse-9';
  await api(server.base, 'POST', '/api/auth/register', { email: 'o@example.com', username: 'owner', password });
  const login = await api(server.base, 'POST', '/api/auth/login', { username: 'owner', password });
  const created = await api(server.base, 'POST', '/api/link', { slug: 'here', destination: `${server.base}/dash/login` }, login.cookie);
  assert.equal(created.status, 200);

  const page = await browser.context.newPage();
  await page.goto(`${server.base}/here`);
  assert.equal(new URL(page.url()).pathname, '/dash/login');
  await screenshot(page, 'short-link-followed');

  await new Promise((r) => setTimeout(r, 1300));
  const list = await api(server.base, 'GET', '/api/link/list', undefined, login.cookie);
  assert.equal(list.json.result.links[0].visits, 1);
});

test('an unknown slug answers 404 with the dashboard', async () => {
  const page = await browser.context.newPage();
  const answer = await page.goto(`${server.base}/no-such-link`);
  assert.equal(answer.status(), 404);
  await page.getByText(/not found/i).first().waitFor();
  await screenshot(page, 'unknown-slug');
});
