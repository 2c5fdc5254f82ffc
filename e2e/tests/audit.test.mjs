// Journey: the audit log. The owner signs in, creates an API token in Settings and adds a domain
// (through the API, as set-up), opens the Audit log from the navigation and finds those actions
// with who did them; filters by a group and sees only its entries; exports them as CSV, a file
// with the same filter, and finds the export itself recorded. A standard account has no link to
// the page, is told the page is not for it, and the API refuses it. Each screen is checked with
// axe.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, noDialog, openSettings, registerOwner, uiLogin, waitUntil,
} from '../lib/journey.mjs';
import { api } from '../lib/server.mjs';

const STANDARD = { username: 'sam', email: 'sam@example.com', password: 'Correct-Horse-8' };
const TOKEN_NAME = 'audit journey';
const DOMAIN = 'go.test';
/** The export's columns (src/audit/export.rs, CSV_HEADER). */
const CSV_HEADER = 'time,action,actor,actorRole,via,viaName,network,targetKind,targetId,targetName,details';

const nav = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** The table once no request is in flight (it is `aria-busy` while a filter's page loads). */
async function settledTable(page) {
  const table = page.locator('table.table--audit:not([aria-busy])');
  await table.waitFor();
  return table;
}

/** The actions of the rows shown, as the API names them (each row's action cell shows it). */
async function shownActions(page) {
  const table = await settledTable(page);
  return (await table.locator('tbody td[data-label="Action"] code').allTextContents()).map((a) => a.trim());
}

/** The row of the newest entry of `action`. */
const rowOf = (page, action) =>
  page.locator('table.table--audit tbody tr').filter({ has: page.locator('code', { hasText: action }) }).first();

journey('the owner reads, filters and exports the audit log; a standard account cannot', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);

  // Something to record: an API token, created in Settings (confirmed with the password).
  await openSettings(page, 'API access');
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByLabel('Token name').fill(TOKEN_NAME);
  await tokens.getByLabel(/^links:read/).check();
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Your password').fill(OWNER.password);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
  await tokens.getByTestId('new-token').waitFor();
  await tokens.getByRole('button', { name: 'Done' }).click();
  // And a domain, added through the API (the Domains page has a journey of its own).
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const added = await api(server.base, 'POST', '/api/domains', { host: DOMAIN }, cookie);
  assert.equal(added.status, 200, JSON.stringify(added.json));

  // The Audit log, from the navigation: every action above, newest first, with who did it.
  await nav(page, 'Audit log').click();
  await page.waitForURL((url) => url.pathname === '/dash/audit');
  await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
  assert.equal(await page.title(), 'Audit log | Linkhop');
  const all = await shownActions(page);
  for (const action of ['domain.added', 'token.created', 'login.succeeded', 'login.failed', 'account.created']) {
    assert.ok(all.includes(action), `${action} is listed (shown: ${all.join(', ')})`);
  }
  assert.ok(all.indexOf('domain.added') < all.indexOf('token.created'), 'newest first');
  const token = rowOf(page, 'token.created');
  await token.getByText('API token created', { exact: true }).waitFor();
  await token.locator('td[data-label="Who"]').getByText(OWNER.username, { exact: true }).waitFor();
  await token.locator('td[data-label="Who"]').getByText('Owner', { exact: true }).waitFor();
  await token.locator('td[data-label="Target"]').getByText(TOKEN_NAME, { exact: true }).waitFor();
  await token.locator('td[data-label="Details"]').getByText('scopes', { exact: true }).waitFor();
  assert.match(await token.locator('td[data-label="Network"]').textContent(), /^127\.0\.0\.0\/24$/);
  await rowOf(page, 'domain.added').locator('td[data-label="Target"]').getByText(DOMAIN, { exact: true }).waitFor();
  const failed = rowOf(page, 'login.failed');
  await failed.getByText('Sign-in failed', { exact: true }).waitFor();
  await noViolations(page, 'audit log');
  await screenshot(page, 'audit-log');

  // A group: only its entries, asked for again from the first page.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'API tokens: every action' });
  const onlyTokens = await waitUntil(async () => {
    const shown = await shownActions(page);
    return shown.length > 0 && shown.every((a) => a.startsWith('token.')) ? shown : null;
  }, 'only token entries are shown');
  assert.deepEqual(onlyTokens, ['token.created']);
  await noViolations(page, 'audit log filtered by a group');
  await screenshot(page, 'audit-log-tokens');

  // Export CSV: the file holds the entries of the filter shown.
  const dir = mkdtempSync(join(tmpdir(), 'linkhop-audit-'));
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV', exact: true }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^audit-[0-9T.Z-]+\.csv$/);
    const path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    const lines = readFileSync(path, 'utf8').trim().split('\r\n');
    assert.equal(lines[0], CSV_HEADER);
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(lines[1], /^"[^"]+","token\.created","owner","owner","dashboard",/);
    assert.ok(lines[1].includes(`"${TOKEN_NAME}"`), lines[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await page.getByText(/^Downloaded audit-/).waitFor();
  // The export is itself an entry.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Export downloaded' });
  await waitUntil(async () => (await shownActions(page)).join() === 'export.downloaded', 'the export is recorded');
  await rowOf(page, 'export.downloaded').locator('td[data-label="Details"]').getByText('audit', { exact: true }).waitFor();

  // A standard account: no link, the page says it is not for it, and the API refuses.
  const other = await launchBrowser();
  try {
    const tab = other.context.pages()[0] ?? (await other.context.newPage());
    await uiLogin(tab, server.base, STANDARD.username, STANDARD.password);
    await nav(tab, 'Settings').waitFor();
    assert.equal(await nav(tab, 'Audit log').count(), 0, 'a standard account has no Audit log link');
    await tab.goto(`${server.base}/dash/audit`);
    await tab.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await tab.getByText('Only the owner and admins read the audit log.').waitFor();
    assert.equal(await tab.locator('table.table--audit').count(), 0);
    await noViolations(tab, 'audit log for a standard account');
    const refused = await tab.request.get(`${server.base}/api/audit`);
    assert.equal(refused.status(), 412);
    assert.match((await refused.json()).message, /does not match role: admin or owner/);
  } finally {
    await other.close();
  }
}, {
  // Set-up through the API: the owner, a standard account, and a failed sign-in.
  setup: async (server) => {
    await registerOwner(server.base);
    const owner = await apiLogin(server.base, OWNER.username, OWNER.password);
    const verification = { password: OWNER.password, token: '' };
    const created = await api(server.base, 'POST', '/api/user', { user: { ...STANDARD, role: 'standard' }, verification }, owner);
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const wrong = await api(server.base, 'POST', '/api/auth/login', { username: STANDARD.username, password: 'not-the-password' });
    assert.notEqual(wrong.status, 200, JSON.stringify(wrong.json));
  },
});
