// Journey: teams. The owner opens Teams from the navigation, creates a team and adds a standard
// account (made through the API, as set-up) as a viewer; creates a link in the team from the
// overview's Create link. The viewer signs in in another browser, switches the list to the team
// and finds the link with the team's badge, but its menu offers no Edit, Move or Delete, and the
// API refuses both; on Teams it sees its role and no way to change the members. The owner moves
// the link out of the team to its own links; the viewer then sees no link at all. A second
// journey: the owner limits a team to a domain closed to standard accounts, and its editor, a
// standard account, creates the team's links there and its own links elsewhere. Each screen is
// checked with axe.
import assert from 'node:assert/strict';
import { launchBrowser, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, linksSettled, noDialog, openMenu, registerOwner, rowAction, tableSlugs, uiLogin,
  waitUntil,
} from '../lib/journey.mjs';
import { api } from '../lib/server.mjs';

const VIEWER = { username: 'vera', email: 'vera@example.com', password: 'Correct-Horse-7' };
const TEAM = 'Marketing';
const LINK = { slug: 'launch', destination: 'https://example.com/launch' };
/** What a team's viewer is not offered in a link's menu. */
const CHANGES = ['Edit', 'Move to team…', 'Delete'];

const nav = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** Opens Teams from the navigation and waits for its list (or its empty state). */
async function openTeams(page) {
  await nav(page, 'Teams').click();
  await page.waitForURL((url) => url.pathname === '/dash/teams');
  await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading teams…' }).waitFor({ state: 'detached' });
}

/** The overview's list narrowed to one team (or all links), once it has settled. */
async function switchTo(page, label) {
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label });
  await linksSettled(page);
}

/** The names of a link row's menu items. */
async function menuItems(page, slug) {
  await linksSettled(page);
  const menu = await openMenu(page, `Actions for ${slug}`);
  const items = (await menu.getByRole('menuitem').allTextContents()).map((item) => item.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return items;
}

journey('a team shares a link with a viewer, who cannot change it; the owner moves it out', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);

  // Teams, from the navigation: none yet.
  await openTeams(page);
  assert.equal(await page.title(), 'Teams | Linkhop');
  await page.getByText('No teams yet. Create one to share links with other accounts.').waitFor();
  await noViolations(page, 'teams (empty)');

  // Create a team: its creator manages it, and its members panel opens.
  const create = page.getByRole('form', { name: 'Create a team' });
  await create.getByLabel('Team name').fill(TEAM);
  await create.getByRole('button', { name: 'Create team' }).click();
  await page.getByText(`Team “${TEAM}” created`).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: TEAM, exact: true }) });
  await row.getByText('Manager', { exact: true }).waitFor();
  const panel = page.getByRole('region', { name: `Members of ${TEAM}` });
  await panel.getByRole('row').filter({ hasText: OWNER.username }).getByText('You').waitFor();

  // Add the standard account as a viewer, by its username.
  const add = panel.getByRole('form', { name: 'Add a member' });
  await add.getByLabel('Username').fill(VIEWER.username);
  await add.getByLabel('Role').selectOption({ label: 'Viewer' });
  await add.getByRole('button', { name: 'Add member' }).click();
  await page.getByText(`${VIEWER.username} added as: Viewer`).waitFor();
  const member = panel.getByRole('combobox', { name: `Role of ${VIEWER.username}` });
  assert.equal(await member.inputValue(), 'viewer');
  await waitUntil(async () => (await row.locator('td[data-label="Members"]').textContent()).trim() === '2', 'the team counts 2 members');
  await noViolations(page, 'teams with the members panel');
  await screenshot(page, 'teams');

  // A link in the team, from the overview's Create link.
  await nav(page, 'Overview').click();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill(LINK.destination);
  await form.getByLabel('Custom slug').fill(LINK.slug);
  await form.getByLabel('Team', { exact: true }).selectOption({ label: TEAM });
  await noViolations(page, 'popup CreateLink with a team');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, LINK.slug).locator('.badge').filter({ hasText: TEAM }).waitFor();
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const listed = await api(server.base, 'GET', '/api/link/list', undefined, cookie);
  const link = listed.json.result.links.find((l) => l.slug === LINK.slug);
  assert.deepEqual(link.team?.name, TEAM, JSON.stringify(link));

  // The viewer, in its own browser: the team's link through the switcher, and nothing to change.
  const other = await launchBrowser();
  try {
    const tab = other.context.pages()[0] ?? (await other.context.newPage());
    await uiLogin(tab, server.base, VIEWER.username, VIEWER.password);
    await linkRow(tab, LINK.slug).waitFor();
    await switchTo(tab, TEAM);
    assert.deepEqual(await tableSlugs(tab), [LINK.slug]);
    await linkRow(tab, LINK.slug).locator('.badge').filter({ hasText: TEAM }).waitFor();
    const items = await menuItems(tab, LINK.slug);
    assert.ok(items.includes('Statistics'), items.join(', '));
    for (const refused of CHANGES) assert.ok(!items.includes(refused), `no ${refused} for a viewer (${items.join(', ')})`);
    await noViolations(tab, 'overview of a viewer, switched to the team');
    await screenshot(tab, 'teams-viewer-links');
    // The server refuses what the menu leaves out.
    const move = await tab.request.post(`${server.base}/api/link/${link.id}/move`, { data: { team: null } });
    assert.equal(move.status(), 403, await move.text());
    const edit = await tab.request.patch(`${server.base}/api/link`, { data: { id: link.id, destination: 'https://example.com/other' } });
    assert.equal(edit.status(), 403, await edit.text());
    assert.match((await edit.json()).message, /permissions to edit this link/);

    // On Teams: its role, the members, and no way to change them.
    await openTeams(tab);
    const viewerRow = tab.getByRole('row').filter({ has: tab.getByRole('button', { name: TEAM, exact: true }) });
    await viewerRow.getByText('Viewer', { exact: true }).waitFor();
    await viewerRow.getByRole('button', { name: TEAM, exact: true }).click();
    const readOnly = tab.getByRole('region', { name: `Members of ${TEAM}` });
    await readOnly.getByText('Only the team’s managers, admins and the owner change its members.').waitFor();
    await readOnly.getByRole('row').filter({ hasText: VIEWER.username }).getByRole('button', { name: 'Leave team' }).waitFor();
    assert.equal(await readOnly.getByRole('form', { name: 'Add a member' }).count(), 0);
    assert.equal(await readOnly.getByRole('combobox').count(), 0);
    await noViolations(tab, 'teams of a viewer');

    // The owner moves the link out of the team, to its own links.
    await rowAction(page, LINK.slug, 'Move to team…');
    const moving = dialog(page, `Move /${LINK.slug}`);
    await moving.getByText(`Now in: ${TEAM}`).waitFor();
    assert.equal(await moving.getByLabel('Move to').inputValue(), '');
    await noViolations(page, 'popup MoveLink');
    await moving.getByRole('button', { name: 'Move', exact: true }).click();
    await noDialog(page);
    await page.getByText(`/${LINK.slug} moved to My links`).waitFor();
    await linksSettled(page);
    assert.equal(await linkRow(page, LINK.slug).locator('.badge').filter({ hasText: TEAM }).count(), 0);
    const moved = await api(server.base, 'GET', `/api/link/single?id=${link.id}`, undefined, cookie);
    assert.equal(moved.json.result.team, null, JSON.stringify(moved.json));

    // The viewer's team list is empty now (a fresh load: its lists from before are kept a while).
    await tab.goto(`${server.base}/dash/overview`);
    await tab.getByText('No links yet.').waitFor();
    await tab.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: TEAM });
    await tab.getByText('This team has no links yet.').waitFor();
  } finally {
    await other.close();
  }
}, {
  // Set-up through the API: the owner and the standard account that becomes a viewer.
  setup: async (server) => {
    await registerOwner(server.base);
    const owner = await apiLogin(server.base, OWNER.username, OWNER.password);
    const verification = { password: OWNER.password, token: '' };
    const created = await api(server.base, 'POST', '/api/user', { user: { ...VIEWER, role: 'standard' }, verification }, owner);
    assert.equal(created.status, 200, JSON.stringify(created.json));
  },
});

const EDITOR = { username: 'eddie', email: 'eddie@example.com', password: 'Correct-Horse-6' };
const BRAND = 'Brand';

journey('the owner limits a team to a closed domain, where its editor then creates the team’s links', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openTeams(page);
  await page.getByRole('button', { name: BRAND, exact: true }).click();
  const region = page.getByRole('region', { name: `Domains of ${BRAND}` });
  await region.getByText('Its links may be on every domain, by the usual rules.').waitFor();

  // Only brand.test: "Every domain" off, the domain checked.
  const form = region.getByRole('form', { name: `Choose the domains of ${BRAND}` });
  await form.getByRole('checkbox', { name: 'Every domain' }).uncheck();
  await form.getByRole('checkbox', { name: 'brand.test' }).check();
  await noViolations(page, 'teams with the domains form');
  await form.getByRole('button', { name: 'Save domains' }).click();
  await page.getByText(`Domains of ${BRAND} saved`).waitFor();
  const only = region.getByRole('list', { name: 'Its links may be on these domains only:' });
  assert.deepEqual((await only.getByRole('listitem').allTextContents()).map((h) => h.trim()), ['brand.test']);
  await screenshot(page, 'team-domains');
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const teams = await api(server.base, 'GET', '/api/teams', undefined, cookie);
  const team = teams.json.result.teams.find((t) => t.name === BRAND);
  assert.deepEqual(team.domains.map((d) => d.host), ['brand.test'], JSON.stringify(team));

  // The editor, a standard account, in its own browser.
  const other = await launchBrowser();
  try {
    const tab = other.context.pages()[0] ?? (await other.context.newPage());
    await uiLogin(tab, server.base, EDITOR.username, EDITOR.password);

    // Its team's page shows the domains, and no way to change them.
    await openTeams(tab);
    await tab.getByRole('button', { name: BRAND, exact: true }).click();
    const shown = tab.getByRole('region', { name: `Domains of ${BRAND}` });
    await shown.getByRole('listitem').filter({ hasText: 'brand.test' }).waitFor();
    await shown.getByText('Only admins and the owner choose a team’s domains.').waitFor();
    assert.equal(await shown.getByRole('form').count(), 0);
    await noViolations(tab, 'teams of an editor, with the team’s domains');

    // Its own link: the default and open domains. The team's: brand.test only.
    await nav(tab, 'Overview').click();
    await tab.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await tab.getByRole('button', { name: 'Create link', exact: true }).click();
    const create = dialog(tab, 'Create link');
    const domain = create.getByLabel('Domain', { exact: true });
    const options = async () => (await domain.locator('option').allTextContents()).map((o) => o.trim());
    await waitUntil(async () => (await options()).length === 2, 'the own link’s domains are offered');
    assert.deepEqual((await options()).slice(1), ['open.test']);
    await create.getByLabel('Team', { exact: true }).selectOption({ label: BRAND });
    await waitUntil(async () => (await options()).join() === 'brand.test', 'only the team’s domain is offered');
    assert.equal(await domain.inputValue(), 'brand.test');
    await create.getByText(`The team ${BRAND} puts its links on these domains only.`).waitFor();
    await noViolations(tab, 'popup CreateLink for a team limited to a domain');
    await create.getByLabel('Destination URL').fill('https://example.com/brand');
    await create.getByLabel('Custom slug').fill('spring');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    const created = dialog(tab, 'Link created');
    assert.equal(await created.getByLabel('Short URL').inputValue(), 'https://brand.test/spring');
    await created.getByRole('button', { name: 'Done' }).click();
    await noDialog(tab);

    const listed = await api(server.base, 'GET', `/api/link/list?team=${team.id}`, undefined, cookie);
    const link = listed.json.result.links.find((l) => l.slug === 'spring');
    assert.equal(link?.domain, 'brand.test', JSON.stringify(listed.json));
    // The server holds the same line: the team's link elsewhere, or the editor's own on brand.test.
    const elsewhere = await tab.request.post(`${server.base}/api/link`, {
      data: { destination: 'https://example.com/x', slug: 'elsewhere', team: team.id },
    });
    assert.equal(elsewhere.status(), 403, await elsewhere.text());
    const own = await tab.request.post(`${server.base}/api/link`, {
      data: { destination: 'https://example.com/y', slug: 'mine', domain: 'brand.test' },
    });
    assert.equal(own.status(), 403, await own.text());
  } finally {
    await other.close();
  }
}, {
  // Set-up through the API: the owner; brand.test, closed to standard accounts, and open.test;
  // the team, with the standard account as an editor.
  setup: async (server) => {
    await registerOwner(server.base);
    const owner = await apiLogin(server.base, OWNER.username, OWNER.password);
    const verification = { password: OWNER.password, token: '' };
    const user = await api(server.base, 'POST', '/api/user', { user: { ...EDITOR, role: 'standard' }, verification }, owner);
    assert.equal(user.status, 200, JSON.stringify(user.json));
    for (const domain of [{ host: 'brand.test', standardMayCreate: false }, { host: 'open.test', standardMayCreate: true }]) {
      const added = await api(server.base, 'POST', '/api/domains', domain, owner);
      assert.equal(added.status, 200, JSON.stringify(added.json));
    }
    const team = await api(server.base, 'POST', '/api/teams', { name: BRAND }, owner);
    assert.equal(team.status, 200, JSON.stringify(team.json));
    const member = await api(server.base, 'PUT', `/api/teams/${team.json.result.id}/members/${EDITOR.username}`, { role: 'editor' }, owner);
    assert.equal(member.status, 200, JSON.stringify(member.json));
  },
});
