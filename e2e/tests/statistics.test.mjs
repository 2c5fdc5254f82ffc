// Journey: visitors with different browsers, referrers and countries follow a short link; the
// link's statistics page shows each of them in its tables, a link-preview bot only under
// "Bots"; the public page of a link is reachable logged out, a private one is not; axe finds
// no serious violations on either page. Each journey has its own server: the phone journey
// makes its own link and visits.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, registerOwner, uiLogin, waitForStatistics, waitUntil } from '../lib/journey.mjs';

const AGENTS = {
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};

// TRUST_PROXY: the country comes from the proxy's CF-IPCountry header.
const SERVER_ENV = { VISIT_FLUSH_MS: '100', TRUST_PROXY: 'true' };
const setup = (server) => registerOwner(server.base);

/** Follows a short link as a visitor with these headers; returns the status. */
async function follow(base, path, headers, method = 'GET') {
  const answer = await fetch(`${base}${path}`, { method, headers, redirect: 'manual' });
  return answer.status;
}

/**
 * Set-up through the API: the link /launch and six visits to it (four people, a link preview
 * and a HEAD request). Returns the link's id and the owner's cookie.
 */
async function launchWithVisits(base) {
  const cookie = await apiLogin(base, OWNER.username, OWNER.password);
  const created = await api(base, 'POST', '/api/link', { slug: 'launch', destination: 'https://example.com/' }, cookie);
  assert.equal(created.status, 200);
  const id = created.json.result.id;
  const visits = [
    { 'User-Agent': AGENTS.firefoxAndroid, Referer: 'https://news.example.com/item?id=1', 'CF-IPCountry': 'FR' },
    { 'User-Agent': AGENTS.firefoxAndroid, Referer: 'https://news.example.com/item?id=2', 'CF-IPCountry': 'FR' },
    { 'User-Agent': AGENTS.safariIphone, Referer: 'https://social.example.org/@someone', 'CF-IPCountry': 'DE' },
    { 'User-Agent': AGENTS.chromeWindows, 'CF-IPCountry': 'JP' },
    { 'User-Agent': AGENTS.slackbot, Referer: 'https://previews.example.net/', 'CF-IPCountry': 'US' },
  ];
  for (const headers of visits) assert.equal(await follow(base, '/launch', headers), 302);
  assert.equal(await follow(base, '/launch', { 'User-Agent': AGENTS.chromeWindows }, 'HEAD'), 302);
  return { id, cookie };
}

/**
 * Waits until a link's public statistics (GET /api/public/stats/{slug}, what its public page
 * reads once) hold at least `visits` visits, humans and bots together.
 */
async function waitForPublicStatistics(base, slug, visits) {
  return waitUntil(async () => {
    const answer = await api(base, 'GET', `/api/public/stats/${encodeURIComponent(slug)}?bots=include`);
    return answer.status === 200 && answer.json.result.totals.visits >= visits ? answer.json.result : null;
  }, `the public statistics of /${slug} hold ${visits} visit(s)`);
}

/** The rows of one breakdown table as "label|visits" strings. */
async function tableRows(page, title) {
  const card = page.locator('section.breakdown', { has: page.getByRole('heading', { name: title }) });
  return card.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector('th').textContent.trim()}|${row.querySelector('td').textContent.trim()}`),
  );
}

journey('visitors show up in the statistics tables; bots only under Bots', async ({ server, page: dash }) => {
  const { id, cookie } = await launchWithVisits(server.base);

  await uiLogin(dash, server.base, OWNER.username, OWNER.password);
  // The page reads the statistics once: they hold all six visits before it opens.
  await waitForStatistics(server.base, cookie, id, 6);
  await dash.goto(`${server.base}/dash/links/${id}/stats`);
  await waitUntil(
    async () => (await tableRows(dash, 'Referrers')).includes('news.example.com|2'),
    'the referrers table shows news.example.com twice',
  );

  // Humans (the default): the three people's details, nothing of the bots.
  assert.deepEqual((await tableRows(dash, 'Referrers')).sort(), [
    'Direct / none|1',
    'news.example.com|2',
    'social.example.org|1',
  ]);
  const countries = await tableRows(dash, 'Countries');
  assert.deepEqual(countries.sort(), ['France FR|2', 'Germany DE|1', 'Japan JP|1']);
  assert.deepEqual((await tableRows(dash, 'Devices')).sort(), ['Desktop|1', 'Mobile|3']);
  const browsers = (await tableRows(dash, 'Browsers')).sort();
  assert.deepEqual(browsers, ['Chrome|1', 'Firefox|2', 'Safari|1']);
  const systems = (await tableRows(dash, 'Operating systems')).sort();
  assert.deepEqual(systems, ['Android|2', 'Windows|1', 'iOS|1']);
  const totals = dash.getByRole('region', { name: 'Totals' });
  await totals.getByText('Human visits').waitFor();
  await screenshot(dash, 'statistics-humans');

  // Bots: the link preview and the HEAD request, and nobody else.
  await dash.getByRole('button', { name: 'Bots', exact: true }).click();
  await waitUntil(
    async () => (await tableRows(dash, 'Referrers')).includes('previews.example.net|1'),
    'the bots view shows the preview fetcher',
  );
  // The report is no longer fetching: the tables show one answer, the bots' one.
  await dash.locator('.stats-report:not([aria-busy])').waitFor();
  assert.deepEqual((await tableRows(dash, 'Referrers')).sort(), ['Direct / none|1', 'previews.example.net|1']);
  assert.deepEqual((await tableRows(dash, 'Countries')).sort(), ['United States US|1', 'Unknown|1']);
  await screenshot(dash, 'statistics-bots');
  assert.deepEqual(await seriousViolations(dash), []);

  // The counters agree: 6 redirects, 4 human, 2 bots.
  const link = await api(server.base, 'GET', `/api/link/single?id=${id}`, undefined, cookie);
  assert.equal(link.status, 200, JSON.stringify(link.json));
  assert.equal(link.json.result.visits, 6);
  assert.equal(link.json.result.humanVisits, 4);
  assert.equal(link.json.result.botVisits, 2);
}, { env: SERVER_ENV, setup });

journey('the statistics page fits a phone', async ({ server, page: phone }) => {
  // Set-up: its own link and visits, so the page has tables to lay out.
  const { id, cookie } = await launchWithVisits(server.base);
  await uiLogin(phone, server.base, OWNER.username, OWNER.password);
  await waitForStatistics(server.base, cookie, id, 6);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${server.base}/dash/links/${id}/stats`);
  await phone.getByRole('heading', { name: 'Referrers' }).waitFor();
  await phone.locator('section.breakdown tbody tr').first().waitFor();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
  await screenshot(phone, 'statistics-phone');
}, { env: SERVER_ENV, setup });

journey('a public statistics page is reachable logged out; a private one is not', async ({ server, browser, page: dash }) => {
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const shared = await api(server.base, 'POST', '/api/link', { slug: 'shared', destination: 'https://example.com/s' }, cookie);
  const hidden = await api(server.base, 'POST', '/api/link', { slug: 'hidden', destination: 'https://example.com/h' }, cookie);
  assert.equal(shared.status, 200);
  assert.equal(hidden.status, 200);
  assert.equal(await follow(server.base, '/shared', { 'User-Agent': AGENTS.chromeWindows, 'CF-IPCountry': 'IT' }), 302);

  // The owner turns public statistics on from the link's statistics page.
  await uiLogin(dash, server.base, OWNER.username, OWNER.password);
  await dash.goto(`${server.base}/dash/links/${shared.json.result.id}/stats`);
  const sharing = dash.getByRole('switch', { name: 'Public statistics' });
  await sharing.click();
  await waitUntil(async () => (await sharing.getAttribute('aria-checked')) === 'true', 'the switch is on');
  await dash.close();
  // The public page reads the statistics once: they hold the visit before it opens.
  await waitForPublicStatistics(server.base, 'shared', 1);

  await browser.context.clearCookies();
  const visitor = await browser.context.newPage();
  await visitor.goto(`${server.base}/shared+`);
  await visitor.waitForURL(`${server.base}/dash/public/shared`);
  await visitor.getByRole('heading', { name: 'Statistics of /shared' }).waitFor();
  await waitUntil(async () => (await tableRows(visitor, 'Countries')).includes('Italy IT|1'), 'the public page shows Italy');
  assert.equal(await visitor.getByRole('link', { name: /Links/ }).count(), 0, 'no way into the dashboard');
  await screenshot(visitor, 'statistics-public');
  assert.deepEqual(await seriousViolations(visitor), []);

  // A private link: no redirect to a page, and its page says so.
  assert.equal(await follow(server.base, '/hidden+', {}), 404);
  await visitor.goto(`${server.base}/dash/public/hidden`);
  await visitor.getByText('This link has no public statistics.').waitFor();
  const privateAnswer = await fetch(`${server.base}/api/public/stats/hidden`);
  assert.equal(privateAnswer.status, 404);
}, { env: SERVER_ENV, setup });
