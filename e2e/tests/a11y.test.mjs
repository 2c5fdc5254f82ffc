// Journey 15: axe-core on every page and every popup we can open, in the light and the dark
// theme. Zero serious or critical violations are allowed; a summary is printed at the end.
import { after } from 'node:test';
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, authenticator, dialog, linksSettled, noDialog, openMenu, openSettings, registerOwner, rowAction, uiLogin,
  waitForStatistics,
} from '../lib/journey.mjs';

const PASSWORD = 'Accessible-Pass-1';
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const TFA = { username: 'tfa_user', email: 'tfa@example.com', password: PASSWORD };

const checked = []; // { theme, where, violations }

/**
 * Set-up through the API: the owner, the theme's admin with two links and one with controls,
 * and an account with 2FA on (for the login code step and the LostTOTP popup).
 */
async function seed(server, theme) {
  await registerOwner(server.base);
  const owner = await apiLogin(server.base, OWNER.username, OWNER.password);
  const verification = { password: OWNER.password, token: '' };
  for (const [username, role] of [[`${theme}_admin`, 'admin'], [TFA.username, 'standard']]) {
    const user = { username, email: `${username.replace('_', '-')}@example.com`, password: PASSWORD, role };
    const answer = await api(server.base, 'POST', '/api/user', { user, verification }, owner);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  const cookie = await apiLogin(server.base, `${theme}_admin`, PASSWORD);
  for (const slug of [`${theme}-one`, `${theme}-two`]) {
    const answer = await api(server.base, 'POST', '/api/link', { slug, destination: `https://example.com/${slug}` }, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  // A link with controls, so the overview shows tags, a lock and a state badge.
  const controlled = await api(server.base, 'POST', '/api/link', {
    slug: `${theme}-controlled`,
    destination: `https://example.com/${theme}-controlled`,
    tags: ['news', 'spring'],
    password: 'open-sesame',
    expiresAt: '2020-01-01T00:00:00Z',
    title: 'Spring newsletter',
  }, cookie);
  assert.equal(controlled.status, 200, JSON.stringify(controlled.json));
  const tfa = await apiLogin(server.base, TFA.username, PASSWORD);
  const setup = await api(server.base, 'GET', '/api/auth/totp', undefined, tfa);
  const app = await authenticator(setup.json.result.secret);
  const enabled = await api(server.base, 'POST', '/api/auth/totp', { token: await app.code() }, tfa);
  assert.equal(enabled.status, 200, JSON.stringify(enabled.json));
}

after(() => {
  const failing = checked.filter((c) => c.violations.length > 0);
  const lines = checked.map(
    (c) => `  ${c.theme.padEnd(5)} ${c.where.padEnd(42)} ${c.violations.length === 0 ? 'ok' : c.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`).join('; ')}`,
  );
  console.log(`axe-core summary: ${checked.length} checks, ${failing.length} with serious/critical violations\n${lines.join('\n')}`);
});

/** Waits until no region is loading (a refetching report is dimmed while `aria-busy`; a button
 * stays busy while its popup waits for an answer); `seriousViolations` then waits for the
 * page to be at rest. */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector(':not(button)[aria-busy="true"]') === null);
}

async function check(page, theme, where) {
  await settled(page);
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  assert.equal(dark, theme === 'dark', `${where}: the page is in the ${theme} theme`);
  const violations = await seriousViolations(page);
  checked.push({ theme, where, violations });
}

const nav = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

for (const theme of ['light', 'dark']) {
  journey(`no serious violations in the ${theme} theme`, async ({ server, page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((dark) => localStorage.setItem('dark', String(dark)), theme === 'dark');
    const admin = `${theme}_admin`;

    // Logged out: login (and its code step), LostTOTP, register, not-found.
    await page.goto(`${server.base}/dash/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await check(page, theme, 'login');
    await page.getByLabel('Username or e-mail').fill(TFA.username);
    await page.getByLabel('Password').fill(TFA.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Authentication code').waitFor();
    await check(page, theme, 'login, code step');
    await page.getByRole('button', { name: 'Lost your code?' }).click();
    await dialog(page, 'Lost your code?').waitFor();
    await check(page, theme, 'popup LostTOTP');
    await dialog(page, 'Lost your code?').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await page.goto(`${server.base}/dash/register`);
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await check(page, theme, 'register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The passwords do not match.').or(page.getByText('Enter a valid e-mail address.')).first().waitFor();
    await check(page, theme, 'register, with field errors');
    await page.goto(`${server.base}/no-such-link-${theme}`);
    await page.getByRole('heading', { name: 'Link not found' }).waitFor();
    await check(page, theme, 'not-found');

    // Overview and the link popups.
    await uiLogin(page, server.base, admin, PASSWORD);
    await page.getByRole('checkbox', { name: `Select ${theme}-one` }).waitFor();
    await check(page, theme, 'overview');
    await page.getByRole('button', { name: 'Create link', exact: true }).click();
    const create = dialog(page, 'Create link');
    await create.waitFor();
    await check(page, theme, 'popup CreateLink');
    // The Advanced section open, with a rule of two conditions.
    await create.getByRole('button', { name: 'Advanced' }).click();
    await create.getByRole('button', { name: 'Add rule' }).click();
    await create.getByRole('button', { name: 'Add a condition to rule 1' }).click();
    await create.getByRole('group', { name: 'Condition 2 of rule 1' }).getByLabel('If').selectOption('query-param');
    await create.getByLabel('Tags', { exact: true }).fill('news');
    await create.getByLabel('Tags', { exact: true }).press('Enter');
    await check(page, theme, 'popup CreateLink, Advanced open');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.locator('.field__error').first().waitFor();
    await check(page, theme, 'popup CreateLink, Advanced open, with field errors');
    await create.getByRole('button', { name: 'Remove rule 1' }).click();
    await create.getByRole('button', { name: 'Remove tag news' }).click();
    await create.getByRole('button', { name: 'Advanced' }).click();
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.locator('.field__error').first().waitFor();
    await check(page, theme, 'popup CreateLink, with field errors');
    await create.getByLabel('Destination URL').fill(`https://example.com/${theme}-three`);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page, 'Link created').waitFor();
    await check(page, theme, 'popup CreateLink, created');
    await dialog(page, 'Link created').getByRole('button', { name: 'Done' }).click();
    await noDialog(page);
    // The list refetches after the create: the new row is in before any row's menu opens.
    await page.getByRole('row').filter({ hasText: `https://example.com/${theme}-three` }).waitFor();
    await linksSettled(page);

    await openMenu(page, `Actions for ${theme}-one`);
    await check(page, theme, 'link context menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await rowAction(page, `${theme}-one`, 'QR code');
    // Popups load lazily behind a Loader; wait for the QR code popup itself.
    await dialog(page, 'QR code').getByRole('img').first().waitFor();
    await check(page, theme, 'popup QRCode');
    await page.keyboard.press('Escape');
    await noDialog(page);
    await rowAction(page, `${theme}-one`, 'Edit');
    await dialog(page, 'Edit link').waitFor();
    await check(page, theme, 'popup EditLink');
    await dialog(page, 'Edit link').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await rowAction(page, `${theme}-controlled`, 'Edit');
    await dialog(page, 'Edit link').getByText('Visitors must type a password.').waitFor();
    await check(page, theme, 'popup EditLink, a link with controls');
    await dialog(page, 'Edit link').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await page.getByRole('button', { name: 'Manage tags' }).click();
    await dialog(page, 'Tags').getByRole('button', { name: 'Rename news' }).waitFor();
    await check(page, theme, 'popup ManageTags');
    await dialog(page, 'Tags').getByRole('button', { name: 'Done' }).click();
    await noDialog(page);
    await page.getByRole('group', { name: 'Filters' }).getByLabel('State').selectOption('expired');
    await page.getByRole('checkbox', { name: `Select ${theme}-one` }).waitFor({ state: 'detached' });
    await check(page, theme, 'overview, filtered by state');
    await page.getByRole('group', { name: 'Filters' }).getByLabel('State').selectOption('');
    await page.getByRole('checkbox', { name: `Select ${theme}-one` }).waitFor();
    await rowAction(page, `${theme}-one`, 'Delete');
    await dialog(page, 'Delete link').waitFor();
    await check(page, theme, 'popup DeleteLink');
    await dialog(page, 'Delete link').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await page.getByRole('checkbox', { name: `Select ${theme}-one` }).check();
    await page.getByRole('checkbox', { name: `Select ${theme}-two` }).check();
    await check(page, theme, 'overview, two links selected');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await dialog(page, 'Delete 2 links').waitFor();
    await check(page, theme, 'popup DeleteLink (bulk)');
    await dialog(page, 'Delete 2 links').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);

    // Statistics: a visited link's page, its public page once shared, and the overview's chart.
    const adminCookie = await apiLogin(server.base, admin, PASSWORD);
    const found = await api(server.base, 'GET', `/api/link/list?search=${theme}-one`, undefined, adminCookie);
    const id = found.json.result.links[0].id;
    const visited = await fetch(`${server.base}/${theme}-one`, {
      redirect: 'manual',
      headers: { 'User-Agent': BROWSER_AGENT, Referer: 'https://news.example.com/item' },
    });
    assert.equal(visited.status, 302);
    // The page reads the statistics once: they hold the visit before it opens.
    await waitForStatistics(server.base, adminCookie, id, 1);
    await rowAction(page, `${theme}-one`, 'Statistics');
    await page.getByRole('heading', { name: 'Referrers' }).waitFor();
    await page.locator('section.breakdown tbody tr').first().waitFor();
    await check(page, theme, 'link statistics');
    await page.getByRole('button', { name: 'Bots', exact: true }).click();
    await page.getByText('No visits in this range').or(page.locator('section.breakdown').first()).first().waitFor();
    await check(page, theme, 'link statistics, bots');
    await api(server.base, 'PATCH', '/api/link', { id, publicStats: true }, adminCookie);
    await page.goto(`${server.base}/${theme}-one+`);
    await page.getByRole('heading', { name: `Statistics of /${theme}-one` }).waitFor();
    await page.locator('section.breakdown tbody tr').first().waitFor();
    await check(page, theme, 'public statistics');
    await page.goto(`${server.base}/dash/public/${theme}-two`);
    await page.getByText('This link has no public statistics.').waitFor();
    await check(page, theme, 'public statistics, not shared');
    await page.goto(`${server.base}/dash/overview`);
    await page.getByRole('checkbox', { name: `Select ${theme}-one` }).waitFor();

    // Users page, CreateUser, Verify, the user menu.
    await nav(page, 'Users');
    await page.getByRole('button', { name: `Actions for ${admin}` }).waitFor();
    await check(page, theme, 'users');
    await page.getByRole('button', { name: 'Create user' }).click();
    const createUser = dialog(page, 'Create user');
    await createUser.waitFor();
    await check(page, theme, 'popup CreateUser');
    await createUser.getByLabel('Username').fill(`new_${theme}`);
    await createUser.getByLabel('E-mail').fill(`new-${theme}@example.com`);
    await createUser.getByLabel('Password').fill(PASSWORD);
    await createUser.getByRole('button', { name: 'Create user' }).click();
    await dialog(page, "Confirm it's you").waitFor();
    await check(page, theme, 'popup Verify');
    await dialog(page, "Confirm it's you").getByRole('button', { name: 'Cancel' }).click();
    await dialog(page, "Confirm it's you").waitFor({ state: 'detached' });
    await createUser.getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await openMenu(page, `Actions for ${admin}`);
    await check(page, theme, 'user context menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // Settings, section by section, and their popups.
    await openSettings(page, 'Profile');
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await check(page, theme, 'settings: profile');
    for (const [title, name] of [
      ['Change username', 'ChangeUsername'],
      ['Change e-mail', 'ChangeEmail'],
      ['Change password', 'ChangePassword'],
    ]) {
      await page.getByRole('button', { name: title }).click();
      await dialog(page, title).waitFor();
      await check(page, theme, `popup ${name}`);
      await dialog(page, title).getByRole('button', { name: 'Cancel' }).click();
      await noDialog(page);
    }
    await openSettings(page, 'Import and export');
    await check(page, theme, 'settings: import and export');
    await page.getByRole('button', { name: 'Import links' }).click();
    await dialog(page, 'Import links').waitFor();
    await check(page, theme, 'popup Import-Service');
    await dialog(page, 'Import links').getByRole('button', { name: 'Next' }).click();
    await dialog(page, 'Import from Lynx').waitFor();
    await check(page, theme, 'popup Import');
    await dialog(page, 'Import from Lynx').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await page.getByRole('button', { name: 'Export links' }).click();
    await dialog(page, 'Export links').waitFor();
    await check(page, theme, 'popup Export');
    await dialog(page, 'Export links').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await openSettings(page, 'API access');
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    await check(page, theme, 'settings: API access');
    await page.getByRole('button', { name: 'Generate secret' }).click();
    await page.getByRole('button', { name: 'Regenerate secret' }).waitFor();
    await page.getByRole('button', { name: 'Regenerate secret' }).click();
    await dialog(page, 'Generate a new secret').waitFor();
    await check(page, theme, 'popup Information (confirm new secret)');
    await dialog(page, 'Generate a new secret').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);

    await openSettings(page, 'About');
    await check(page, theme, 'settings: about');
    await openSettings(page, 'Instance');
    await check(page, theme, 'settings: instance');

    // Security; 2FA popups: EnableTOTP, BackupCodes, DisableTOTP.
    await openSettings(page, 'Security');
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await check(page, theme, 'settings: security');
    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    const enable = dialog(page, 'Enable two-factor authentication');
    await enable.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await check(page, theme, 'popup EnableTOTP');
    const app = await authenticator((await enable.locator('code.secret').textContent()).trim());
    await enable.getByLabel('Authentication code').fill(await app.code());
    await enable.getByRole('button', { name: 'Enable', exact: true }).click();
    await dialog(page, 'Backup codes').waitFor();
    await check(page, theme, 'popup BackupCodes');
    await dialog(page, 'Backup codes').getByRole('button', { name: 'Done' }).click();
    await noDialog(page);
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    const disable = dialog(page, 'Disable two-factor authentication');
    await disable.waitFor();
    await check(page, theme, 'popup DisableTOTP');
    await disable.getByLabel('Authentication code').fill(await app.code());
    await disable.getByRole('button', { name: 'Disable', exact: true }).click();
    await noDialog(page);
    await check(page, theme, 'settings, after 2FA off (toast)');
    await screenshot(page, `a11y-settings-${theme}`);

    const failing = checked.filter((c) => c.theme === theme && c.violations.length > 0);
    assert.deepEqual(
      failing.map((c) => ({ where: c.where, violations: c.violations })),
      [],
      `serious/critical axe violations in the ${theme} theme`,
    );
  }, { env: { ENABLE_REGISTRATION: 'true' }, setup: (server) => seed(server, theme) });
}

journey('the axe check itself reports a serious violation when there is one', async ({ server, page }) => {
  await page.goto(`${server.base}/dash/login`);
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  // A button without an accessible name is a critical "button-name" violation.
  await page.evaluate(() => document.querySelector('main').append(document.createElement('button')));
  const violations = await seriousViolations(page);
  assert.ok(violations.some((v) => v.id === 'button-name' && v.impact === 'critical'), JSON.stringify(violations));
});
