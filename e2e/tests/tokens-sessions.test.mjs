// Journey: identity and access. Create an API token in Settings (shown once), use it from Node
// against the API, see its last use, revoke it; a token for a team lists that team and reaches
// only its links; end another session of the account; the owner requires two-factor for
// everyone and a fresh user is sent to set it up at login.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, authenticator, dialog, noDialog, openSettings, registerOwner, uiLogin, waitUntil } from '../lib/journey.mjs';

const FRESH = { username: 'fresh', email: 'fresh@example.com', password: 'Fresh-Horse-77' };

/** Set-up through the API: the owner, and the account the policy will hold back. */
async function seed(server) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const created = await api(server.base, 'POST', '/api/user', {
    user: { ...FRESH, role: 'standard' },
    verification: { password: OWNER.password, token: '' },
  }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));
}

/** A journey of the owner, logged in through the form, on Settings. */
function settingsJourney(name, section, run) {
  journey(name, async ({ server, browser, page }) => {
    await uiLogin(page, server.base, OWNER.username, OWNER.password);
    await openSettings(page, section);
    await run({ server, browser, page });
  }, { setup: seed });
}

const bearer = (server, token, method, path, body) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function confirmWithPassword(page) {
  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Your password').fill(OWNER.password);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
}

settingsJourney('a token is created in Settings, used from Node, and revoked', 'API access', async ({ server, page }) => {
  const card = page.getByRole('region', { name: 'API tokens' });
  await card.getByLabel('Token name').fill('deploy script');
  await card.getByLabel(/^links:write/).check();
  await card.getByRole('button', { name: 'Create token' }).click();
  await confirmWithPassword(page);
  const shown = card.getByTestId('new-token');
  await shown.waitFor();
  const token = (await shown.textContent()).trim();
  assert.match(token, /^lhp_[A-Za-z0-9_-]{43}$/);
  await card.getByRole('button', { name: 'Copy token' }).waitFor();
  await screenshot(page, 'token-created');

  // The token works from outside the browser, within its scopes only.
  const made = await bearer(server, token, 'POST', '/api/link', { slug: 'from-node', destination: 'https://example.com/node' });
  assert.equal(made.status, 200, await made.text());
  const stats = await bearer(server, token, 'GET', '/api/stats');
  assert.equal(stats.status, 403);
  assert.equal((await stats.json()).code, 'insufficient_scope');

  // Once dismissed, it is never shown again; the list shows its last use.
  await card.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  const row = card.getByRole('row').filter({ hasText: 'deploy script' });
  await row.waitFor();
  assert.ok(!(await page.content()).includes(token), 'the token is shown only once');
  assert.notEqual((await row.locator('td[data-label="Last used"]').textContent()).trim(), 'Never');

  await row.getByRole('button', { name: 'Revoke deploy script' }).click();
  await row.waitFor({ state: 'detached' });
  const after = await bearer(server, token, 'GET', '/api/link/list');
  assert.equal(after.status, 401);
});

const TEAM = 'Marketing';

/** Set-up through the API: the owner's team, with one link, and one link of the owner's own. */
async function seedTeam(server) {
  await seed(server);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const team = await api(server.base, 'POST', '/api/teams', { name: TEAM }, cookie);
  assert.equal(team.status, 200, JSON.stringify(team.json));
  for (const link of [
    { slug: 'team-launch', destination: 'https://example.com/launch', team: team.json.result.id },
    { slug: 'own-notes', destination: 'https://example.com/notes' },
  ]) {
    const made = await api(server.base, 'POST', '/api/link', link, cookie);
    assert.equal(made.status, 200, JSON.stringify(made.json));
  }
}

journey('a token for a team is created in Settings, lists its team and reaches only its links', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openSettings(page, 'API access');
  const card = page.getByRole('region', { name: 'API tokens' });
  await card.getByLabel('Token name').fill('team script');
  await card.getByLabel(/^links:write/).check();
  const team = card.getByRole('combobox', { name: 'Team', exact: true });
  assert.deepEqual((await team.getByRole('option').allTextContents()).map((o) => o.trim()), ['None: my own links', TEAM]);
  await team.selectOption({ label: TEAM });
  assert.deepEqual(await seriousViolations(page), [], 'serious/critical axe violations: token form with a team');
  await card.getByRole('button', { name: 'Create token' }).click();
  await confirmWithPassword(page);
  const token = (await card.getByTestId('new-token').textContent()).trim();
  await card.getByRole('button', { name: 'Done' }).click();

  // The list names the token's team.
  const row = card.getByRole('row').filter({ hasText: 'team script' });
  assert.equal((await row.locator('td[data-label="Team"]').textContent()).trim(), TEAM);
  assert.deepEqual(await seriousViolations(page), [], 'serious/critical axe violations: tokens with a team');
  await screenshot(page, 'token-team');

  // From outside the browser: the team's links only, and a link it makes is the team's.
  const listed = await bearer(server, token, 'GET', '/api/link/list');
  assert.equal(listed.status, 200);
  assert.deepEqual((await listed.json()).result.links.map((l) => l.slug), ['team-launch']);
  const made = await bearer(server, token, 'POST', '/api/link', { slug: 'by-token', destination: 'https://example.com/token' });
  const link = await made.json();
  assert.equal(made.status, 200, JSON.stringify(link));
  assert.equal(link.result.team?.name, TEAM, JSON.stringify(link));
  const tokens = await page.request.get(`${server.base}/api/auth/tokens`);
  const listedToken = (await tokens.json()).result.find((t) => t.name === 'team script');
  assert.equal(typeof listedToken.team, 'string');
}, { setup: seedTeam });

settingsJourney('another session of the account is listed and ended', 'Security', async ({ server, page }) => {
  const other = await apiLogin(server.base, OWNER.username, OWNER.password);
  assert.equal((await api(server.base, 'GET', '/api/auth/me', undefined, other)).status, 200);
  await page.reload();
  const card = page.getByRole('region', { name: 'Active sessions' });
  const rows = card.getByRole('row').filter({ has: page.getByRole('cell') });
  await waitUntil(async () => (await rows.count()) >= 3, 'the sessions are listed');
  // Headless Chromium's agent names no known browser; the address is the one seen.
  await card.getByRole('row').filter({ hasText: 'This session' }).getByText('127.0.0.1').waitFor();
  const before = await rows.count();
  // The most recent other session is the one just made from Node.
  await card.getByRole('button', { name: /^End session/ }).first().click();
  await waitUntil(async () => (await rows.count()) === before - 1, 'the session leaves the list');
  const ended = await api(server.base, 'GET', '/api/auth/me', undefined, other);
  assert.equal(ended.status, 401);
  // This browser's session still works.
  await page.reload();
  await card.getByRole('row').filter({ hasText: 'This session' }).waitFor();
});

settingsJourney('the owner requires two-factor and a fresh user is sent to set it up', 'Instance', async ({ server, page }) => {
  // Set-up: the owner turns on 2FA (its own journey is totp.test.mjs).
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const started = await api(server.base, 'GET', '/api/auth/totp', undefined, cookie);
  const app = await authenticator(started.json.result.secret);
  const confirmed = await api(server.base, 'POST', '/api/auth/totp', { token: await app.code() }, cookie);
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.json));

  await page.reload();
  const card = page.getByRole('region', { name: 'Two-factor policy' });
  await card.getByLabel('Two-factor authentication').selectOption('everyone');
  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Authentication code').fill(await app.code());
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
  await page.getByText('Two-factor policy updated').waitFor();

  // A fresh user logs in and can do nothing but set up 2FA.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/dash/login');
  const freshPage = page;
  await uiLogin(freshPage, server.base, FRESH.username, FRESH.password);
  await freshPage.getByRole('heading', { name: 'Set up two-factor authentication', level: 1 }).waitFor();
  const refused = await freshPage.evaluate(async () => {
    const answer = await fetch('/api/link/list');
    return { status: answer.status, body: await answer.json() };
  });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.code, 'two_factor_setup_required');
  await screenshot(freshPage, 'two-factor-required');

  // Setting it up lets the user in.
  await freshPage.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = dialog(freshPage, 'Enable two-factor authentication');
  const secret = (await setup.locator('code.secret').textContent()).trim();
  const freshApp = await authenticator(secret);
  await setup.getByLabel('Authentication code').fill(await freshApp.code());
  await setup.getByRole('button', { name: 'Enable', exact: true }).click();
  const backup = dialog(freshPage, 'Backup codes');
  await backup.waitFor();
  await backup.getByRole('button', { name: 'Done' }).click();
  await freshPage.getByRole('heading', { name: 'Set up two-factor authentication', level: 1 }).waitFor({ state: 'detached' });
  const allowed = await freshPage.evaluate(async () => (await fetch('/api/link/list')).status);
  assert.equal(allowed, 200);
});
