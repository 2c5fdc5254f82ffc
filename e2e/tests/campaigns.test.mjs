// Journey of a campaign link (docs/campaigns.md): the Create popup's campaign fields with the
// final URL, the preview card editor with its rendered card, then what the short link answers
// (people and crawlers the redirect with the campaign parameters, a chat app's fetcher the
// escaped card), and the visits by campaign and source on the overview. Each popup and page is
// checked with axe.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { AGENTS, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, dialog, linkRow, noDialog, registerOwner, uiLogin, waitUntil } from '../lib/journey.mjs';

const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const HOSTILE_HEADLINE = 'Spring <b>sale</b> & "more"';
const FINAL_URL =
  'https://shop.example.com/sale?ref=home&utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale';

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** The short link's answer to `agent`, redirects not followed. */
async function fetchAs(server, slug, agent) {
  const answer = await fetch(`${server.base}/${slug}`, { headers: { 'User-Agent': agent }, redirect: 'manual' });
  return { status: answer.status, location: answer.headers.get('location'), body: await answer.text(), headers: answer.headers };
}

journey('a campaign link with a preview card: final URL, rendered card, what fetchers get, visits by campaign', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill('https://shop.example.com/sale?ref=home');
  await form.getByLabel('Custom slug').fill('spring');
  await form.getByRole('button', { name: 'Advanced' }).click();

  // Campaign parameters: the final URL follows as they are typed, after the destination's own.
  await form.getByLabel('Source', { exact: true }).fill('newsletter');
  await form.getByLabel('Medium', { exact: true }).fill('email');
  await form.getByLabel('Campaign', { exact: true }).fill('spring sale');
  await form.locator('output').filter({ hasText: FINAL_URL }).waitFor();

  // The card: text is shown as text, never as markup.
  await form.getByLabel('Headline').fill(HOSTILE_HEADLINE);
  await form.getByLabel('Description').fill('Half off everything until Sunday');
  await form.getByLabel('Site name').fill('Shop');
  const card = form.getByRole('figure', { name: 'Preview card as chat apps show it' });
  await card.getByText(HOSTILE_HEADLINE, { exact: true }).waitFor();
  assert.equal(await card.locator('b').count(), 0, 'the headline is not markup');
  await card.getByText('Shop', { exact: true }).waitFor();
  await noViolations(page, 'Create link with campaign fields and a preview card');
  await screenshot(page, 'campaigns-create');

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog(page, 'Link created').getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  await linkRow(page, 'spring').getByRole('img', { name: 'Has a preview card' }).waitFor();

  // People and search crawlers are redirected with the campaign; Slack gets the escaped card.
  for (const agent of [AGENTS.desktop, AGENTS.iphone]) {
    const answer = await fetchAs(server, 'spring', agent);
    assert.equal(answer.status, 302, agent);
    assert.equal(answer.location, FINAL_URL);
  }
  const slack = await fetchAs(server, 'spring', SLACK);
  assert.equal(slack.status, 200);
  assert.equal(slack.location, null);
  assert.match(slack.headers.get('content-security-policy'), /^default-src 'none'/);
  assert.ok(
    slack.body.includes('<meta property="og:title" content="Spring &lt;b&gt;sale&lt;/b&gt; &amp; &quot;more&quot;">'),
    slack.body,
  );
  assert.ok(!slack.body.includes('shop.example.com'), 'the card never names the destination');

  // The two human visits show on the overview under the link's campaign and source.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  await waitUntil(async () => {
    const answer = await api(server.base, 'GET', '/api/stats', undefined, cookie);
    return answer.status === 200 && answer.json.result.campaigns[0]?.humanVisits === 2;
  }, 'the statistics hold the campaign visits');
  await page.goto(`${server.base}/dash/overview`);
  const campaigns = page.getByRole('table', { name: 'Visits by campaign' });
  await campaigns.getByRole('rowheader', { name: 'spring sale' }).waitFor();
  const sources = page.getByRole('table', { name: 'Visits by campaign source' });
  await sources.getByRole('rowheader', { name: 'newsletter' }).waitFor();
  await noViolations(page, 'overview with visits by campaign');
  await screenshot(page, 'campaigns-overview');
}, { setup: (server) => registerOwner(server.base) });
