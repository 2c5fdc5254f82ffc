// Journeys of several short domains (issue 31): the Domains page (add, edit the fallbacks,
// remove with moving or deleting the links), the domain picker, column and filter of the links,
// short URLs and QR codes on each link's own domain, a standard account's choice, the
// statistics by domain, a domain's orphan visits and its app links. Each page and popup is checked
// with axe.
// The extra domains are names that resolve nowhere (go.test…): the dashboard only shows their
// addresses, and visitors reach them through `requestOn`, which names the host itself.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../lib/server.mjs';
import { AGENTS, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, linksSettled, noDialog, openMenu, registerOwner, requestOn, rowAction,
  tableSlugs, uiLogin, waitUntil,
} from '../lib/journey.mjs';

const HUMAN = { 'User-Agent': AGENTS.desktop };
const STANDARD = { username: 'writer', email: 'writer@example.com', password: 'Writer-Pass-77' };

const nav = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

/** The row of the domains table whose first cell names `name`. */
const domainRow = (page, name) =>
  page.locator('table.table--domains tbody tr').filter({ has: page.locator('.domain-name', { hasText: name }) });

/** The default domain's row: the first (the server lists it first). */
const defaultDomainRow = (page) => page.locator('table.table--domains tbody tr').first();

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

async function openDomainsPage(page) {
  await nav(page, 'Domains').click();
  await page.getByRole('heading', { name: 'Domains', level: 1 }).waitFor();
  await defaultDomainRow(page).waitFor();
}

/** Opens a domain row's menu and clicks an item. */
async function domainAction(page, name, item) {
  const menu = await openMenu(page, `Actions for ${name}`);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Set-up through the API: the owner, the given domains, then the given links. */
async function seed(server, { domains = [], links = [] } = {}) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const created = {};
  for (const domain of domains) {
    const answer = await api(server.base, 'POST', '/api/domains', domain, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    created[domain.host] = answer.json.result;
  }
  for (const link of links) {
    const answer = await api(server.base, 'POST', '/api/link', link, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  return { cookie, domains: created };
}

journey('add a domain and change its fallbacks; its host answers with them', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openDomainsPage(page);
  await noViolations(page, 'domains page');

  await page.getByRole('button', { name: 'Add domain' }).click();
  const add = dialog(page, 'Add domain');
  await add.getByLabel('Host').fill('https://go.test/');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await add.getByText('Enter a host name such as go.example.com, without http:// or a path.').waitFor();
  await noViolations(page, 'AddDomain with a field error');
  await add.getByLabel('Host').fill('go.test');
  await add.getByLabel('Root redirect').fill('https://example.com/home');
  await add.getByLabel('Standard accounts may create links here').uncheck();
  await add.getByRole('button', { name: 'Add domain' }).click();
  await noDialog(page);
  const row = domainRow(page, 'go.test');
  await row.getByRole('link', { name: 'https://example.com/home' }).waitFor();
  await row.getByText('Owner and admins only').waitFor();
  await waitUntil(
    async () => (await requestOn(server.base, 'go.test', '/', HUMAN)).location === 'https://example.com/home',
    'go.test/ redirects to its root redirect',
  );

  // The same host again (in capitals) is refused next to the host field.
  await page.getByRole('button', { name: 'Add domain' }).click();
  await add.getByLabel('Host').fill('GO.test');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await add.getByText('A domain with this host already exists').waitFor();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);

  await domainAction(page, 'go.test', 'Edit');
  const edit = dialog(page, 'Edit go.test');
  await edit.getByLabel('Root redirect').fill('');
  await edit.getByLabel('Not-found redirect').fill('https://example.com/missing');
  await edit.getByLabel('Standard accounts may create links here').check();
  await noViolations(page, 'EditDomain');
  await edit.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await row.getByText('May create links').waitFor();
  await row.getByRole('link', { name: 'https://example.com/missing' }).waitFor();
  await row.getByText('Server default').waitFor();
  await waitUntil(
    async () => (await requestOn(server.base, 'go.test', '/no-such-link', HUMAN)).location === 'https://example.com/missing',
    'an unknown slug on go.test redirects to its not-found redirect',
  );
  assert.notEqual((await requestOn(server.base, 'go.test', '/', HUMAN)).location, 'https://example.com/home');

  // The default domain keeps its fallbacks apart, and cannot be removed.
  const menu = await openMenu(page, `Actions for ${(await defaultDomainRow(page).locator('.domain-name').textContent()).trim()}`);
  assert.equal(await menu.getByRole('menuitem', { name: 'Remove', exact: true }).getAttribute('aria-disabled'), 'true');
  await page.keyboard.press('Escape');
  await screenshot(page, 'domains-page');
}, { setup: (server) => seed(server) });

journey('links on a second domain: picker, column, filter, short URL and QR code', async ({ server, browser, page }) => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base });
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await linkRow(page, 'docs').waitFor();
  await page.getByRole('columnheader', { name: 'Domain' }).waitFor();

  // The same slug on the other domain.
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Domain').selectOption('go.test');
  await form.getByLabel('Destination URL').fill('https://example.org/go-docs');
  await form.getByLabel('Custom slug').fill('docs');
  await noViolations(page, 'CreateLink with the domain picker');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  assert.equal(await created.getByLabel('Short URL').inputValue(), 'https://go.test/docs');
  await created.getByRole('button', { name: 'Copy short URL' }).click();
  await waitUntil(async () => (await clipboard(page)) === 'https://go.test/docs', 'the clipboard holds https://go.test/docs');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);

  const onGo = linkRow(page, 'go.test/docs');
  const onDefault = linkRow(page, 'docs');
  await onGo.waitFor();
  await linksSettled(page);
  assert.equal((await onGo.locator('td[data-label="Domain"]').textContent()).trim(), 'go.test');
  assert.equal(await onGo.getByRole('link', { name: '/docs', exact: true }).getAttribute('href'), 'https://go.test/docs');
  assert.equal(await onDefault.getByRole('link', { name: '/docs', exact: true }).getAttribute('href'), `${server.base}/docs`);
  await noViolations(page, 'overview with the domain column');
  // A visitor on go.test reaches the new link, one on the default domain the old one.
  assert.equal((await requestOn(server.base, 'go.test', '/docs', HUMAN)).location, 'https://example.org/go-docs');
  assert.equal((await requestOn(server.base, new URL(server.base).host, '/docs', HUMAN)).location, 'https://example.com/docs');

  // The filter shows one domain's links.
  const filters = page.getByRole('group', { name: 'Filters', exact: true });
  await filters.getByLabel('Domain').selectOption('go.test');
  await onDefault.waitFor({ state: 'detached' });
  await linksSettled(page);
  assert.deepEqual(await tableSlugs(page), ['docs']);
  await noViolations(page, 'overview filtered by domain');
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await onDefault.waitFor();

  await rowAction(page, 'go.test/docs', 'QR code');
  const qr = dialog(page, 'QR code');
  // The server draws the code (of the link's scan address on go.test); the popup shows its image.
  const code = qr.getByRole('img', { name: 'QR code for https://go.test/docs' });
  await code.waitFor();
  assert.match(await code.getAttribute('src'), /^\/api\/link\/[^/?]+\/qr(\?|$)/);
  await waitUntil(() => code.evaluate((img) => img.complete && img.naturalWidth > 0), 'the server draws the QR code');
  assert.match(
    await qr.getByRole('link', { name: 'Download PNG' }).getAttribute('href'),
    /^\/api\/link\/[^/?]+\/qr\?(.*&)?format=png&download=true$/,
  );
  await noViolations(page, 'QRCode of a link on another domain');
  await page.keyboard.press('Escape');
  await noDialog(page);
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await rowAction(page, 'go.test/docs', 'Copy short URL');
  await waitUntil(async () => (await clipboard(page)) === 'https://go.test/docs', 'the row menu copies https://go.test/docs');

  // Moving it to the default domain is refused there: the slug is taken. Nothing changes.
  await rowAction(page, 'go.test/docs', 'Edit');
  const edit = dialog(page, 'Edit link');
  assert.equal(await edit.getByLabel('Domain').inputValue(), 'go.test');
  await edit.getByLabel('Domain').selectOption('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByRole('alert').waitFor();
  await noViolations(page, 'EditLink with a refused move');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
  assert.equal((await requestOn(server.base, 'go.test', '/docs', HUMAN)).location, 'https://example.org/go-docs');
  await screenshot(page, 'domains-links');

  // Its statistics page names it on its domain; shared, its public page is reached from there.
  await rowAction(page, 'go.test/docs', 'Statistics');
  await page.getByRole('link', { name: 'https://go.test/docs', exact: true }).waitFor();
  const sharing = page.getByRole('switch', { name: 'Public statistics' });
  await sharing.click();
  await waitUntil(async () => (await sharing.getAttribute('aria-checked')) === 'true', 'the switch is on');
  await page.getByRole('link', { name: 'https://go.test/docs+' }).waitFor();
  await noViolations(page, 'statistics of a link on another domain');
  const plus = await requestOn(server.base, 'go.test', '/docs+', HUMAN);
  assert.equal(plus.status, 302);
  const publicPage = new URL(plus.location, server.base);
  assert.equal(`${publicPage.pathname}${publicPage.search}`, '/dash/public/docs?domain=go.test');
  // (on the dashboard's own origin: go.test resolves nowhere here)
  await page.goto(`${server.base}${publicPage.pathname}${publicPage.search}`);
  await page.getByRole('heading', { name: 'Statistics of /docs' }).waitFor();
  await page.getByText('Leads to https://example.org/go-docs').waitFor();
  await noViolations(page, 'public statistics of a link on another domain');
}, {
  setup: (server) =>
    seed(server, {
      domains: [{ host: 'go.test' }],
      links: [{ slug: 'docs', destination: 'https://example.com/docs' }],
    }),
});

journey('remove a domain, moving its links or deleting them; a refused move changes nothing', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openDomainsPage(page);
  const go = domainRow(page, 'go.test');
  const other = domainRow(page, 'other.test');
  assert.equal((await go.locator('td[data-label="Links"]').textContent()).trim(), '2');

  // To the default domain: "dup" is taken there, so the server refuses and nothing moves.
  await domainAction(page, 'go.test', 'Remove');
  const remove = dialog(page, 'Remove go.test');
  await remove.getByRole('group', { name: 'Its 2 links' }).waitFor();
  assert.equal(await remove.getByRole('radio', { name: /Move them to another domain/ }).isChecked(), true);
  await noViolations(page, 'RemoveDomain');
  await remove.getByRole('button', { name: 'Remove domain' }).click();
  await remove.getByRole('alert').waitFor();
  await noViolations(page, 'RemoveDomain refused');
  assert.equal((await requestOn(server.base, 'go.test', '/dup', HUMAN)).location, 'https://example.com/go-dup');

  // To other.test instead: the links keep answering there.
  await remove.getByLabel('Move them to', { exact: true }).selectOption({ label: 'other.test' });
  await remove.getByRole('button', { name: 'Remove domain' }).click();
  await noDialog(page);
  await page.getByRole('status').filter({ hasText: 'Domain go.test removed' }).waitFor();
  await go.waitFor({ state: 'detached' });
  await waitUntil(async () => (await other.locator('td[data-label="Links"]').textContent()).trim() === '2', 'other.test holds 2 links');
  assert.equal((await requestOn(server.base, 'other.test', '/dup', HUMAN)).location, 'https://example.com/go-dup');

  // Deleting them: the domain and its links are gone.
  await domainAction(page, 'other.test', 'Remove');
  const again = dialog(page, 'Remove other.test');
  await again.getByRole('radio', { name: /Delete them/ }).check();
  assert.equal(await again.getByLabel('Move them to', { exact: true }).count(), 0);
  await again.getByRole('button', { name: 'Remove domain' }).click();
  await noDialog(page);
  await other.waitFor({ state: 'detached' });
  await screenshot(page, 'domains-removed');

  await nav(page, 'Overview').click();
  await linkRow(page, 'dup').waitFor();
  await linksSettled(page);
  assert.deepEqual(await tableSlugs(page), ['dup']);
  // One domain is left: no column, no filter.
  assert.equal(await page.getByRole('columnheader', { name: 'Domain' }).count(), 0);
}, {
  setup: (server) =>
    seed(server, {
      domains: [{ host: 'go.test' }, { host: 'other.test' }],
      links: [
        { slug: 'dup', destination: 'https://example.com/dup' },
        { slug: 'dup', destination: 'https://example.com/go-dup', domain: 'go.test' },
        { slug: 'solo', destination: 'https://example.com/solo', domain: 'go.test' },
      ],
    }),
});

journey('a standard account chooses among the domains open to it, and has no Domains page', async ({ server, page }) => {
  await uiLogin(page, server.base, STANDARD.username, STANDARD.password);
  await page.getByText('No links yet.').waitFor();
  assert.equal(await nav(page, 'Domains').count(), 0);

  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  const picker = form.getByLabel('Domain');
  await waitUntil(async () => (await picker.locator('option').count()) === 2, 'the picker offers two domains');
  const options = (await picker.locator('option').allTextContents()).map((o) => o.trim());
  // The default domain first (without DOMAIN it has no host: "Default domain").
  assert.match(options[0], /default/i, JSON.stringify(options));
  assert.equal(options[1], 'open.test');
  await picker.selectOption('open.test');
  await form.getByLabel('Destination URL').fill('https://example.com/mine');
  await form.getByLabel('Custom slug').fill('mine');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  assert.equal(await created.getByLabel('Short URL').inputValue(), 'https://open.test/mine');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'open.test/mine').waitFor();
  await noViolations(page, 'a standard account’s overview');

  await page.goto(`${server.base}/dash/domains`);
  await page.getByText('Only the owner and admins can manage domains.').waitFor();
}, {
  setup: async (server) => {
    const { cookie } = await seed(server, {
      domains: [{ host: 'open.test', standardMayCreate: true }, { host: 'closed.test', standardMayCreate: false }],
    });
    const verification = { password: OWNER.password, token: '' };
    const answer = await api(server.base, 'POST', '/api/user', { user: { ...STANDARD, role: 'standard' }, verification }, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  },
});

journey('statistics by domain, and a domain’s orphan visits', async ({ server, page }) => {
  const { cookie, domains } = await seed(server, {
    domains: [{ host: 'go.test' }],
    links: [
      { slug: 'home', destination: 'https://example.com/home' },
      { slug: 'launch', destination: 'https://example.com/launch', domain: 'go.test' },
    ],
  });
  const ownHost = new URL(server.base).host;
  for (const [host, path, times] of [
    [ownHost, '/home', 1],
    ['go.test', '/launch', 2],
    // Orphan visits on go.test: its root, an unknown slug twice, a path no slug can have.
    ['go.test', '/', 1],
    ['go.test', '/typo', 2],
    ['go.test', '/.env', 1],
  ]) {
    for (let i = 0; i < times; i += 1) await requestOn(server.base, host, path, HUMAN);
  }
  // The pages read their answers once: they hold every visit before they open.
  await waitUntil(async () => {
    const answer = await api(server.base, 'GET', '/api/stats?domain=go.test&bots=include', undefined, cookie);
    return answer.status === 200 && answer.json.result.totals.visits >= 2;
  }, 'the statistics of go.test hold 2 visits');
  const orphansPath = `/api/domains/${domains['go.test'].id}/orphan-visits`;
  await waitUntil(async () => {
    const answer = await api(server.base, 'GET', orphansPath, undefined, cookie);
    const totals = answer.json.result?.totals;
    return answer.status === 200 && totals.base + totals.unknownSlug + totals.otherPath >= 4;
  }, 'the orphan visits of go.test hold 4 visits');

  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  const byDomain = page.getByRole('table', { name: 'Visits by domain' });
  await byDomain.getByRole('rowheader', { name: 'go.test' }).waitFor();
  const goVisits = byDomain.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'go.test' }) });
  assert.equal((await goVisits.locator('td').first().textContent()).trim(), '2');
  await page.getByRole('group', { name: 'Statistics filters' }).getByRole('combobox', { name: 'Domain' }).selectOption('go.test');
  await page.getByRole('img', { name: /^2 human visits over/ }).waitFor();
  const topLinks = page.getByRole('table', { name: /Top links/ });
  await topLinks.getByRole('link', { name: 'Statistics of go.test/launch' }).waitFor();
  assert.equal(await topLinks.getByRole('link', { name: 'Statistics of /home' }).count(), 0);
  assert.equal(await byDomain.count(), 0);
  await noViolations(page, 'overview statistics filtered by domain');

  await openDomainsPage(page);
  await domainAction(page, 'go.test', 'Orphan visits');
  await page.waitForURL((url) => url.pathname === `/dash/domains/${domains['go.test'].id}/visits`);
  await page.getByRole('heading', { name: 'Orphan visits', level: 1 }).waitFor();
  await page.getByText('Visits to go.test that reached no link.').waitFor();
  const totals = page.getByRole('region', { name: 'Totals' });
  const total = async (label) =>
    (await totals.locator('.stat').filter({ hasText: label }).locator('.stat__value').textContent()).trim();
  await waitUntil(async () => (await total('Unknown slugs')) === '2', 'two visits to unknown slugs');
  assert.equal(await total('Domain root'), '1');
  assert.equal(await total('Other paths'), '1');
  await page.getByRole('img', { name: /^4 orphan visits over/ }).waitFor();
  const slugs = page.getByRole('table', { name: 'Unknown slugs, by visits' });
  assert.equal((await slugs.getByRole('row').nth(1).textContent()).trim(), '/typo2');
  await noViolations(page, 'orphan visits');
  await screenshot(page, 'domains-orphan-visits');

  await page.getByRole('button', { name: '7 days' }).click();
  await page.getByRole('button', { name: '7 days', pressed: true }).waitFor();
  await page.getByRole('combobox', { name: 'Domain' }).selectOption({ index: 0 });
  await page.waitForURL((url) => url.pathname === '/dash/domains/default/visits');
  await page.locator('.stats-report:not([aria-busy])').waitFor();
}, { env: { VISIT_FLUSH_MS: '100' } });

journey('a Shlink export with a shared slug: the preview names the domain it would add, the import adds it and both links', async ({ server, page }) => {
  const host = new URL(server.base).host;
  const dir = mkdtempSync(join(tmpdir(), 'linkhop-shlink-'));
  const file = join(dir, 'short_urls.csv');
  writeFileSync(file, [
    'createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits',
    `2024-03-01T10:00:00+00:00,${host},promo,http://${host}/promo,https://example.com/spring-promo,,,4`,
    '2024-03-02T10:00:00+00:00,go.test,promo,https://go.test/promo,https://shop.example.com/promo,,,7',
  ].join('\n') + '\n');
  try {
    await uiLogin(page, server.base, OWNER.username, OWNER.password);
    await page.goto(`${server.base}/dash/settings/import-export`);
    await page.getByRole('region', { name: 'Import and export' }).getByRole('button', { name: 'Import links' }).click();
    const chooser = dialog(page, 'Import links');
    await chooser.getByRole('radio', { name: /Shlink/ }).check();
    await chooser.getByRole('button', { name: 'Next' }).click();
    const upload = dialog(page, 'Import from Shlink');
    await upload.getByLabel('File').setInputFiles(file);
    await upload.getByLabel('Add missing domains').check();
    await noViolations(page, 'the Shlink import with domain creation');
    await upload.getByRole('button', { name: 'Preview' }).click();
    await upload.getByRole('status').filter({ hasText: 'Dry run: would import 2 / 2 links' }).waitFor();
    assert.match(await upload.getByRole('region', { name: 'Domains' }).innerText(), /Would add the domain go\.test\./);
    await noViolations(page, 'the import preview naming a domain to add');
    // The preview added nothing.
    assert.equal((await requestOn(server.base, 'go.test', '/promo', HUMAN)).location, undefined);

    await upload.getByRole('button', { name: 'Import', exact: true }).click();
    await upload.getByRole('status').filter({ hasText: 'Imported 2 / 2 links!' }).waitFor();
    assert.match(await upload.getByRole('region', { name: 'Domains' }).innerText(), /Added the domain go\.test\./);
    await upload.getByRole('button', { name: 'Done' }).click();
    await noDialog(page);

    await nav(page, 'Overview').click();
    await linkRow(page, 'go.test/promo').waitFor();
    await linkRow(page, 'promo').waitFor();
    await linksSettled(page);
    assert.equal((await requestOn(server.base, 'go.test', '/promo', HUMAN)).location, 'https://shop.example.com/promo');
    assert.equal((await requestOn(server.base, host, '/promo', HUMAN)).location, 'https://example.com/spring-promo');
    await openDomainsPage(page);
    await domainRow(page, 'go.test').waitFor();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Under a host name, DOMAIN names the default domain, so the file's rows on it stay there.
}, { server: { publicHost: 'localhost' }, setup: (server) => seed(server) });

journey('the owner sets a domain\'s app links and its host serves them', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await openDomainsPage(page);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const add = dialog(page, 'Add domain');
  await add.getByLabel('Host').fill('app.test');
  await add.getByRole('button', { name: 'App links' }).click();
  const statements = [{ relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: 'com.example.shop', sha256_cert_fingerprints: ['14:6D:E9'] } }];
  // The wrong shape is caught next to its field before anything is sent.
  await add.getByLabel('assetlinks.json (Android)').fill('{"not": "an array"}');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await add.locator('textarea[aria-invalid="true"]').waitFor();
  assert.equal(await add.getByLabel('assetlinks.json (Android)').getAttribute('aria-invalid'), 'true');
  await noViolations(page, 'AddDomain with app links and a field error');
  await add.getByLabel('assetlinks.json (Android)').fill(JSON.stringify(statements, null, 2));
  await add.getByRole('button', { name: 'Add domain' }).click();
  await noDialog(page);
  await domainRow(page, 'app.test').getByText('App links').waitFor();

  const served = await waitUntil(async () => {
    const { request } = await import('node:http');
    const url = new URL('/.well-known/assetlinks.json', server.base);
    return new Promise((done, fail) => {
      const req = request(url, { headers: { Host: 'app.test' } }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => { body += chunk; });
        answer.on('end', () => done(answer.statusCode === 200 ? { type: answer.headers['content-type'], body } : null));
      });
      req.on('error', fail);
      req.end();
    });
  }, 'app.test serves its assetlinks.json');
  assert.equal(served.type, 'application/json');
  assert.deepEqual(JSON.parse(served.body), statements);
  // Another host has none: the path is no link there.
  assert.equal((await requestOn(server.base, 'go.test', '/.well-known/assetlinks.json', HUMAN)).status, 404);
}, { setup: (server) => seed(server) });

journey('the domain screens in the dark theme', async ({ server, page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('dark', 'true'));
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await linkRow(page, 'go.test/dark').waitFor();
  await noViolations(page, 'overview with domains, dark');
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  await dialog(page, 'Create link').getByLabel('Domain').waitFor();
  await noViolations(page, 'CreateLink with the domain picker, dark');
  await page.keyboard.press('Escape');
  await noDialog(page);

  await openDomainsPage(page);
  await noViolations(page, 'domains page, dark');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const add = dialog(page, 'Add domain');
  await add.getByLabel('Root redirect').fill('not a url');
  await add.getByRole('button', { name: 'Add domain' }).click();
  await add.locator('.field__error').first().waitFor();
  await noViolations(page, 'AddDomain with field errors, dark');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
  await openMenu(page, 'Actions for go.test');
  await noViolations(page, 'domain context menu, dark');
  await page.keyboard.press('Escape');
  await domainAction(page, 'go.test', 'Edit');
  await dialog(page, 'Edit go.test').getByLabel('Root redirect').waitFor();
  await noViolations(page, 'EditDomain, dark');
  await dialog(page, 'Edit go.test').getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
  await domainAction(page, 'go.test', 'Remove');
  await dialog(page, 'Remove go.test').getByRole('group', { name: 'Its 1 link' }).waitFor();
  await noViolations(page, 'RemoveDomain, dark');
  await dialog(page, 'Remove go.test').getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
  await domainAction(page, 'go.test', 'Orphan visits');
  await page.getByRole('heading', { name: 'Orphan visits', level: 1 }).waitFor();
  await page.locator('.stats-report:not([aria-busy])').waitFor();
  await noViolations(page, 'orphan visits, dark');
  await screenshot(page, 'domains-dark');
}, {
  setup: (server) =>
    seed(server, {
      domains: [{ host: 'go.test' }],
      links: [{ slug: 'dark', destination: 'https://example.com/dark', domain: 'go.test' }],
    }),
});
