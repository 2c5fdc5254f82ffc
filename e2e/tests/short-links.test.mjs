// Journeys that need no dashboard screen: a short link followed in the
// browser, and an unknown slug showing the dashboard's not-found state.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, registerOwner, waitForCounter } from '../lib/journey.mjs';

/** Set-up through the API: the owner and the link /here to the login page. */
async function seed(server) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const created = await api(server.base, 'POST', '/api/link', { slug: 'here', destination: `${server.base}/dash/login` }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));
}

journey('following a short link redirects and counts the visit', async ({ server, page }) => {
  await page.goto(`${server.base}/here`);
  assert.equal(new URL(page.url()).pathname, '/dash/login');
  await screenshot(page, 'short-link-followed');

  // The counter is written a flush after the visit: wait for it, then read the list.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const found = await api(server.base, 'GET', '/api/link/list', undefined, cookie);
  const { id } = found.json.result.links.find((l) => l.slug === 'here');
  await waitForCounter(server.base, cookie, id, 1);
  const list = await api(server.base, 'GET', '/api/link/list', undefined, cookie);
  assert.equal(list.json.result.links[0].visits, 1);
}, { setup: seed });

journey('an unknown slug answers 404 with the dashboard', async ({ server, page }) => {
  const answer = await page.goto(`${server.base}/no-such-link`);
  assert.equal(answer.status(), 404);
  await page.getByText(/not found/i).first().waitFor();
  await screenshot(page, 'unknown-slug');
});
