// Journey: webhooks in Settings. The owner adds a webhook pointing to a receiver this test runs
// on 127.0.0.1 (so the server runs with WEBHOOK_ALLOW_PRIVATE, which loopback endpoints need),
// sees its secret once, sends a test event that the receiver gets with a valid Standard Webhooks
// signature, sees it delivered in the log (200 and the receiver's answer), pauses the webhook
// and deletes it. Every screen and popup on the way is checked with axe. A second journey: the
// owner forwards every link of the instance to a Plausible-like receiver, and a standard
// account's link, followed by a browser, arrives there as a page view.
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { AGENTS, launchBrowser, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, noDialog, openSettings, registerOwner, uiLogin, waitUntil,
} from '../lib/journey.mjs';
import { api } from '../lib/server.mjs';

/** What the receiver answers; the log shows its first bytes. */
const ANSWER = '{"received":true}';

/** An HTTP receiver on a free loopback port that keeps every request it gets. */
async function startReceiver(path = '/linkhop') {
  const requests = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(ANSWER);
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}${path}`,
    requests,
    stop: () => new Promise((done) => server.close(done)),
  };
}

/** Standard Webhooks: HMAC-SHA256 of "id.timestamp.body" under the secret's base64 key. */
function signedBy(secret, { headers, body }) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .map((part) => Buffer.from(part.replace(/^v1,/, ''), 'base64'))
    .some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
}

/** No serious or critical axe violation (measured at rest, `seriousViolations`). */
async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

let receiver;

journey(
  'a webhook is added, shows its secret once, delivers a test event, is paused and deleted',
  async ({ server, page }) => {
    await uiLogin(page, server.base, OWNER.username, OWNER.password);
    await openSettings(page, 'Webhooks');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByText('No webhooks yet.').waitFor();
    await noViolations(page, 'settings: webhooks (empty)');

    // Add it: the endpoint, a description, the events it starts with plus visits.
    await card.getByRole('button', { name: 'Add webhook' }).click();
    const add = dialog(page, 'Add a webhook');
    await add.getByLabel('Endpoint URL').fill(receiver.url);
    await add.getByLabel('Description').fill('Journey receiver');
    await add.getByRole('checkbox', { name: /^visit/ }).check();
    await noViolations(page, 'popup CreateWebhook');
    await add.getByRole('button', { name: 'Add webhook' }).click();

    // The secret, once.
    const shown = dialog(page, 'Webhook added');
    const secret = (await shown.getByTestId('webhook-secret').textContent()).trim();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]+=*$/);
    await shown.getByText('Copy it now: you will not see it again.').waitFor();
    await shown.getByRole('button', { name: 'Copy secret' }).waitFor();
    await noViolations(page, 'popup WebhookSecret');
    await screenshot(page, 'webhook-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await noDialog(page);
    const row = card.getByRole('row').filter({ hasText: receiver.url });
    await row.getByText('Active').waitFor();
    assert.ok(!(await page.content()).includes(secret), 'the secret is not shown again');
    await page.reload();
    await row.waitFor();
    assert.ok(!(await page.content()).includes(secret), 'the secret is not shown after a reload');
    await noViolations(page, 'settings: webhooks (one webhook)');

    // Its page: send a test event and watch it go out.
    await row.getByRole('link', { name: receiver.url }).click();
    await page.waitForURL((url) => /^\/dash\/settings\/webhooks\/[^/]+$/.test(url.pathname));
    const log = page.getByRole('region', { name: 'Delivery log' });
    await log.getByText('Nothing was sent to this webhook yet.', { exact: false }).waitFor();
    await noViolations(page, 'webhook page (empty log)');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event queued', { exact: false }).first().waitFor();

    const received = await waitUntil(
      () => receiver.requests.find((r) => JSON.parse(r.body || '{}').type === 'webhook.test'),
      'the receiver gets the test event',
    );
    assert.equal(received.method, 'POST');
    assert.match(received.headers['webhook-id'], /^msg_/);
    assert.ok(signedBy(secret, received), 'the delivery is signed with the secret shown once');

    // The log follows by itself: delivered, 200, the receiver's answer.
    const delivery = log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Delivered' });
    await delivery.waitFor();
    await delivery.getByText('200', { exact: true }).waitFor();
    await delivery.getByText(ANSWER).waitFor();
    assert.equal((await delivery.locator('td[data-label="Attempts"]').textContent()).trim(), '1');
    await delivery.getByRole('button', { name: `Details of ${received.headers['webhook-id']}` }).click();
    await log.getByText('Payload sent').waitFor();
    await noViolations(page, 'webhook page (a delivery and its details)');
    await screenshot(page, 'webhook-delivered');
    // The badges and the log in the dark theme too.
    await page.evaluate(() => localStorage.setItem('dark', 'true'));
    await page.reload();
    await delivery.waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('dark')));
    await noViolations(page, 'webhook page, dark theme');

    // Pause it: the page says so, and the server holds it paused.
    const summary = page.getByRole('region', { name: receiver.url });
    await summary.getByRole('button', { name: 'Pause', exact: true }).click();
    await summary.getByText('Paused', { exact: true }).waitFor();
    await summary.getByRole('button', { name: 'Resume', exact: true }).waitFor();

    // Delete it, after confirming; the list is empty again.
    await summary.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog(page, 'Delete this webhook?');
    await confirm.getByText(receiver.url, { exact: false }).waitFor();
    await noViolations(page, 'popup DeleteWebhook');
    await confirm.getByRole('button', { name: 'Delete webhook' }).click();
    await noDialog(page);
    await page.waitForURL((url) => url.pathname === '/dash/settings/webhooks');
    await card.getByText('No webhooks yet.').waitFor();
    assert.equal(receiver.requests.length, 1, 'only the test event was sent');
  },
  {
    // Loopback endpoints are refused unless the server allows private addresses; only this
    // journey needs them, so the others keep the default.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
    services: async () => {
      receiver = await startReceiver();
      return { stop: () => receiver.stop() };
    },
    setup: (server) => registerOwner(server.base),
  },
);

/** A standard account, created by the owner through the API. */
const STANDARD = { username: 'sam', email: 'sam@example.com', password: 'Correct-Horse-8' };
/** The site's domain as a Plausible would know it. */
const SITE = 'shop.example';

let analytics;

journey(
  'the owner forwards every link of the instance to Plausible, and a standard account’s visit arrives',
  async ({ server, page }) => {
    await uiLogin(page, server.base, OWNER.username, OWNER.password);
    await openSettings(page, 'Webhooks');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await card.getByText('No webhooks yet.').waitFor();

    // Add the forwarding: the service, its endpoint and site, the whole instance.
    await card.getByRole('button', { name: 'Add webhook' }).click();
    const add = dialog(page, 'Add a webhook');
    await add.getByRole('radio', { name: /^Plausible/ }).check();
    const endpoint = add.getByLabel('Tracking endpoint');
    assert.equal(await endpoint.getAttribute('placeholder'), 'https://plausible.io/api/event');
    await endpoint.fill(analytics.url);
    await add.getByLabel('Site domain').fill(SITE);
    await add.getByText('Human visits to the links are forwarded', { exact: false }).waitFor();
    assert.equal(await add.getByRole('checkbox', { name: /^link\.created/ }).count(), 0, 'no event picker');
    await add.getByRole('radio', { name: /^Every link of the instance/ }).check();
    await noViolations(page, 'popup CreateWebhook (Plausible forwarding)');
    await screenshot(page, 'webhook-forwarding-popup');
    await add.getByRole('button', { name: 'Add forwarding' }).click();

    // No secret for a forwarding: the popup closes and says what was added.
    await noDialog(page);
    await page.getByText('Plausible forwarding added').waitFor();
    const row = card.getByRole('row').filter({ hasText: analytics.url });
    await row.getByText('Plausible forwarding', { exact: true }).waitFor();
    await row.getByText('Whole instance', { exact: true }).waitFor();
    await noViolations(page, 'settings: webhooks (a forwarding of the whole instance)');
    await screenshot(page, 'webhook-forwarding');

    // A standard account's link (through the API: the journey is the owner's), followed by a
    // browser that says it is a desktop Chrome, not a headless one.
    const cookie = await apiLogin(server.base, STANDARD.username, STANDARD.password);
    const created = await api(server.base, 'POST', '/api/link', { slug: 'spring', destination: `${server.base}/api` }, cookie);
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const visitor = await launchBrowser({ userAgent: AGENTS.desktop });
    try {
      const tab = visitor.context.pages()[0] ?? (await visitor.context.newPage());
      await tab.goto(`${server.base}/spring`);
      await tab.waitForURL(`${server.base}/api`);
    } finally {
      await visitor.close();
    }

    const received = await waitUntil(() => analytics.requests[0], 'the receiver gets the forwarded visit');
    assert.equal(received.method, 'POST');
    assert.equal(new URL(received.url, 'http://x').pathname, '/api/event');
    assert.match(String(received.headers['content-type']), /^application\/json/);
    const body = JSON.parse(received.body);
    assert.equal(body.name, 'pageview');
    assert.equal(body.domain, SITE);
    assert.match(body.url, /^https?:\/\/[^/]+\/spring$/);
    assert.ok(!received.body.includes(AGENTS.desktop), 'the visitor’s own agent is not forwarded');
    assert.equal(analytics.requests.length, 1, 'one visit, one request');

    // Its page says what it forwards and whose links, without a test event.
    await row.getByRole('link', { name: analytics.url }).click();
    await page.waitForURL((url) => /^\/dash\/settings\/webhooks\/[^/]+$/.test(url.pathname));
    const summary = page.getByRole('region', { name: analytics.url });
    await summary.getByText('Every link of the instance').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send test event' }).count(), 0);
    await noViolations(page, 'forwarding page');
  },
  {
    // The receiver is on loopback; visits are gathered every second.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_VISIT_SECONDS: '1', VISIT_FLUSH_MS: '100' },
    services: async () => {
      analytics = await startReceiver('/api/event');
      return { stop: () => analytics.stop() };
    },
    setup: async (server) => {
      await registerOwner(server.base);
      const owner = await apiLogin(server.base, OWNER.username, OWNER.password);
      const verification = { password: OWNER.password, token: '' };
      const answer = await api(server.base, 'POST', '/api/user', { user: { ...STANDARD, role: 'standard' }, verification }, owner);
      assert.equal(answer.status, 200, JSON.stringify(answer.json));
    },
  },
);
