// Journeys of "Fill from destination" in the link popups' preview card editor
// (docs/campaigns.md#preview-cards): the server reads the destination page (a real web server
// on 127.0.0.1, reached because WEBHOOK_ALLOW_PRIVATE lets the page reader, which shares the
// webhooks' address rules, reach loopback) and the card's fields and drawn card show what its
// Open Graph tags say; a hostile page's markup stays text, and typed values are replaced only
// when asked. Each popup is checked with axe.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, dialog, linkRow, noDialog, registerOwner, rowAction, uiLogin, waitUntil } from '../lib/journey.mjs';
import { makePng } from '../lib/png.mjs';

const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
// The card's image is on another (https) site: the dashboard's CSP allows https images only.
// The browser gets it from the journey (page.route), never from the network.
const CARD_IMAGE = 'https://cdn.example.com/spring.png';
const CARD_PNG = makePng(48, 32, (x) => (x < 24 ? [20, 120, 200, 255] : [250, 200, 40, 255]));

const SALE_PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Spring &amp; summer sale">
<meta property="og:description" content="Half off everything until Sunday">
<meta property="og:image" content="${CARD_IMAGE}">
<meta property="og:site_name" content="Shop">
</head><body><h1>Sale</h1></body></html>`;

const HOSTILE_TITLE = '<script>window.pwned = 1</script>Sale & "more"';
const HOSTILE_DESCRIPTION = '<img src=x onerror="window.pwned = 2"> 50% off';
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const HOSTILE_PAGE = `<!doctype html><html><head>
<meta property="og:title" content="${escape(HOSTILE_TITLE)}">
<meta property="og:description" content="${escape(HOSTILE_DESCRIPTION)}">
<meta property="og:image" content="/img/pic.png">
</head><body><script>window.pwned = 3</script></body></html>`;

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/**
 * The destination site: a web server on 127.0.0.1 with the pages /sale and /hostile, counting
 * the requests for each path. Started before Linkhop, which gets WEBHOOK_ALLOW_PRIVATE.
 */
async function startSite() {
  const hits = new Map();
  const site = createServer((request, answer) => {
    hits.set(request.url, (hits.get(request.url) ?? 0) + 1);
    const page = { '/sale': SALE_PAGE, '/hostile': HOSTILE_PAGE }[request.url];
    answer.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    answer.end(page ?? 'missing');
  });
  await new Promise((done) => site.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${site.address().port}`,
    hits,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
    stop: () => new Promise((done) => site.close(done)),
  };
}

/** The short link's answer to a chat app's preview fetcher. */
async function cardFor(server, slug) {
  const answer = await fetch(`${server.base}/${slug}`, { headers: { 'User-Agent': SLACK }, redirect: 'manual' });
  assert.equal(answer.status, 200);
  return answer.text();
}

journey('Fill from destination: the page’s Open Graph tags fill the card fields and the drawn card', async ({ server, page, services: site }) => {
  await page.route(CARD_IMAGE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: CARD_PNG }));
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByRole('button', { name: 'Advanced' }).click();
  const fill = form.getByRole('button', { name: 'Fill from destination', exact: true });
  // Nothing to read before there is a destination.
  assert.equal(await fill.isDisabled(), true);
  await form.getByText('Enter an http or https destination URL first.', { exact: true }).waitFor();
  await form.getByText('No card: chat apps show what the destination page offers.', { exact: true }).waitFor();

  await form.getByLabel('Destination URL').fill(`${site.base}/sale`);
  await form.getByLabel('Custom slug').fill('sale');
  await form.getByText('Reads the headline, description, image and site name the destination page gives.', { exact: true }).waitFor();
  await fill.click();
  await form.getByText('Filled from the page: Headline, Description, Image URL, and Site name.', { exact: true }).waitFor();
  assert.equal(site.hits.get('/sale'), 1, 'the server read the page once');
  assert.equal(await form.getByLabel('Headline').inputValue(), 'Spring & summer sale');
  assert.equal(await form.getByLabel('Description').inputValue(), 'Half off everything until Sunday');
  assert.equal(await form.getByLabel('Image URL').inputValue(), CARD_IMAGE);
  assert.equal(await form.getByLabel('Site name').inputValue(), 'Shop');

  // The card as chat apps show it: the image on top, the site, the headline, the description.
  const card = form.getByRole('figure', { name: 'Preview card as chat apps show it' });
  await card.getByText('Spring & summer sale', { exact: true }).waitFor();
  await card.getByText('Half off everything until Sunday', { exact: true }).waitFor();
  await card.getByText('Shop', { exact: true }).waitFor();
  const image = card.locator('img');
  await image.waitFor();
  assert.equal(await image.getAttribute('src'), CARD_IMAGE);
  await waitUntil(() => image.evaluate((img) => img.complete && img.naturalWidth === 48 && img.naturalHeight === 32), 'the card shows the page’s image');
  await noViolations(page, 'Create link with a card filled from the destination');
  await screenshot(page, 'page-card-filled');

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page, 'Link created').getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'sale').getByRole('img', { name: 'Has a preview card' }).waitFor();
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', '/api/link/list?search=sale', undefined, cookie);
  assert.deepEqual(list.json.result.links.find((link) => link.slug === 'sale').preview, {
    title: 'Spring & summer sale',
    description: 'Half off everything until Sunday',
    image: CARD_IMAGE,
    siteName: 'Shop',
  });
  const shown = await cardFor(server, 'sale');
  assert.ok(shown.includes('<meta property="og:title" content="Spring &amp; summer sale">'), shown);
  assert.ok(shown.includes(`<meta property="og:image" content="${CARD_IMAGE}">`), shown);
}, { services: startSite, setup: (server) => registerOwner(server.base) });

journey('Fill from destination in Edit: typed values kept or replaced when asked, a hostile page shown as text', async ({ server, page, services: site }) => {
  const ran = [];
  page.on('dialog', (alert) => {
    ran.push(alert.message());
    void alert.dismiss();
  });
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const created = await api(server.base, 'POST', '/api/link', {
    slug: 'promo',
    destination: `${site.base}/hostile`,
    preview: { title: 'My own headline' },
  }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));

  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await rowAction(page, 'promo', 'Edit');
  const form = dialog(page, 'Edit link');
  // A link with a card opens with the Advanced section shown.
  const headline = form.getByLabel('Headline');
  assert.equal(await headline.inputValue(), 'My own headline');
  const fill = form.getByRole('button', { name: 'Fill from destination', exact: true });

  // The page gives another headline: asked first. "Keep mine" keeps it; the empty fields fill.
  await fill.click();
  const ask = dialog(page, 'Replace what you typed?');
  await ask.getByText('The page gives other values for Headline. Empty fields are filled either way.', { exact: true }).waitFor();
  await ask.getByText(HOSTILE_TITLE, { exact: true }).waitFor();
  assert.equal(await ask.locator('script').count(), 0, 'the page’s headline is not markup in the question');
  await noViolations(page, 'the question before replacing typed card fields');
  await ask.getByRole('button', { name: 'Keep mine', exact: true }).click();
  await ask.waitFor({ state: 'detached' });
  await form.getByText('Filled from the page: Description and Image URL. Kept what you typed: Headline.', { exact: true }).waitFor();
  assert.equal(await headline.inputValue(), 'My own headline');
  assert.equal(await form.getByLabel('Description').inputValue(), HOSTILE_DESCRIPTION);
  // A relative image is made absolute against the page.
  assert.equal(await form.getByLabel('Image URL').inputValue(), `${site.base}/img/pic.png`);
  assert.equal(await form.getByLabel('Site name').inputValue(), '');

  // Asked again, "Replace": the page's headline, as text.
  await fill.click();
  await dialog(page, 'Replace what you typed?').getByRole('button', { name: 'Replace', exact: true }).click();
  await form.getByText('Filled from the page: Headline.', { exact: true }).waitFor();
  assert.equal(site.hits.get('/hostile'), 2, 'the server read the page at each click');
  assert.equal(await headline.inputValue(), HOSTILE_TITLE);
  const card = form.getByRole('figure', { name: 'Preview card as chat apps show it' });
  await card.getByText(HOSTILE_TITLE, { exact: true }).waitFor();
  await card.getByText(HOSTILE_DESCRIPTION, { exact: true }).waitFor();
  // No site name: the short link's host.
  await card.getByText(new URL(server.base).host, { exact: true }).waitFor();
  assert.equal(await card.locator('script, img[src="x"]').count(), 0, 'the page’s markup is not in the card');
  assert.equal(await page.evaluate(() => window.pwned), undefined, 'nothing of the page ran');
  assert.deepEqual(ran, [], 'no dialog opened from the page’s markup');
  await noViolations(page, 'Edit link with a hostile card filled from the destination');
  await screenshot(page, 'page-card-hostile');

  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await noDialog(page);
  const list = await api(server.base, 'GET', '/api/link/list?search=promo', undefined, cookie);
  assert.deepEqual(list.json.result.links.find((link) => link.slug === 'promo').preview, {
    title: HOSTILE_TITLE,
    description: HOSTILE_DESCRIPTION,
    image: `${site.base}/img/pic.png`,
    siteName: null,
  });
  // Chat apps get it escaped.
  const shown = await cardFor(server, 'promo');
  assert.ok(shown.includes(`<meta property="og:title" content="${escape(HOSTILE_TITLE)}">`), shown);
  assert.ok(!shown.includes('<script>window.pwned'), shown);
  assert.equal(await page.evaluate(() => window.pwned), undefined, 'nothing of the page ran');
}, { services: startSite, setup: (server) => registerOwner(server.base) });
