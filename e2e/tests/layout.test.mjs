// Journey: nothing spills out of its card, on every dashboard route at 1400, 1024 and 390 px
// wide, with data made to be awkward: a long slug, a long destination, ten tags, long referrer
// hosts, a long domain name, a long username, a second session and an API token. Every element
// of a card stays inside it, unless it sits in a scroll container that is itself inside the card,
// and the page never scrolls sideways. A screenshot of each page and width goes to the
// artifacts; with SCREENSHOTS_DIR set (scripts/screenshots.sh) the Settings and statistics
// ones go there too, for docs/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api } from '../lib/server.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, registerOwner, requestOn, uiLogin, waitForStatistics, waitUntil } from '../lib/journey.mjs';

const WIDTHS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const LONG_HOST = 'a-very-long-referrer-host-name.subdomain.example.com';
const LONG_SLUG = 'the-spring-newsletter-campaign-for-returning-customers-2026';
const LONG_DESTINATION = `https://shop.example.com/collections/spring/${'very-long-path-segment/'.repeat(8)}landing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-returning-customers`;
const TAGS = ['newsletter', 'spring', 'campaign-2026', 'returning-customers', 'email', 'shop', 'landing-page', 'europe', 'north-america', 'a-b-test'];
const LONG_DOMAIN = 'links.a-rather-long-marketing-subdomain.example-company.test';
// A receiver under .test, which never resolves: the test event below stays waiting with an error.
const LONG_WEBHOOK = `https://hooks.a-rather-long-receiver-name.example-company.test/incoming/${'segment/'.repeat(6)}linkhop?source=layout`;
const LONG_USER = { username: 'long_username_20chr', email: 'someone.with.a.long.address@subdomain.example-company.test', password: 'Layout-Pass-12', role: 'standard' };
const docsScreenshots = process.env.SCREENSHOTS_DIR ? resolve(process.env.SCREENSHOTS_DIR) : undefined;
const REFERRERS = [LONG_HOST, 's.ycombinator.com', 'news.example.org', 'social.example.net', 'mail.example.com'];
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** What sticks out of a card in the page: one line per element, empty when nothing does. */
function overflowing(page) {
  return page.evaluate(() => {
    const problems = [];
    const scrolls = (element) => {
      const style = getComputedStyle(element);
      return ['auto', 'scroll'].includes(style.overflowX);
    };
    const describe = (element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const card of document.querySelectorAll('.card')) {
      const box = card.getBoundingClientRect();
      const title = card.querySelector('.card__title')?.textContent?.trim() ?? '(untitled card)';
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT);
      for (let element = walker.nextNode(); element; element = walker.nextNode()) {
        // Inside a scroll container, content may be wider: the container is what must fit.
        let inScroller = false;
        for (let up = element.parentElement; up && up !== card; up = up.parentElement) {
          if (scrolls(up)) inScroller = true;
        }
        if (inScroller || element.closest('.visually-hidden')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.right > box.right + 1 || rect.left < box.left - 1) {
          problems.push(`${title}: ${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}, card ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // What pushes the page: an element past the window's edge outside any scroll container,
      // or a positioned one that escapes the container it sits in.
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => {
          if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return true;
          for (let up = element.parentElement; up; up = up.parentElement) if (scrolls(up)) return false;
          return true;
        })
        .slice(0, 5)
        .map(describe);
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window, from ${wide.join(', ') || 'no element found'}`);
    }
    return problems;
  });
}

/** The breakdown tables' columns are all in view (not only reachable by scrolling). */
function clippedColumns(page) {
  return page.evaluate(() => {
    const problems = [];
    for (const wrap of document.querySelectorAll('section.breakdown .table-wrap')) {
      const box = wrap.getBoundingClientRect();
      for (const header of wrap.querySelectorAll('thead th')) {
        const rect = header.getBoundingClientRect();
        if (rect.right > box.right + 1) problems.push(`"${header.textContent.trim()}" ends at ${Math.round(rect.right)}, its table at ${Math.round(box.right)}`);
      }
    }
    return problems;
  });
}

/** Every link of the main navigation in full view, none behind a scroll. */
function hiddenNavLinks(page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav.sidebar__nav');
    if (!nav) return [];
    const box = nav.getBoundingClientRect();
    return [...nav.querySelectorAll('a')]
      .filter((link) => {
        const rect = link.getBoundingClientRect();
        return rect.left < Math.max(box.left, 0) - 1 || rect.right > Math.min(box.right, window.innerWidth) + 1;
      })
      .map((link) => `the navigation's "${link.textContent.trim()}" is cut off`);
  });
}

/** Seeds the awkward data through the API; answers the ids the routes need. */
async function seed(server) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  // A second session, so Active sessions has a row with its End button, and a token.
  await apiLogin(server.base, OWNER.username, OWNER.password);
  const verification = { password: OWNER.password };
  const token = await api(server.base, 'POST', '/api/auth/tokens', {
    name: 'A deploy script with a long descriptive name',
    scopes: ['links:read', 'links:write', 'stats:read'],
    expiresInDays: 30,
    verification,
  }, cookie);
  assert.equal(token.status, 200, JSON.stringify(token.json));
  const user = await api(server.base, 'POST', '/api/user', { user: LONG_USER, verification }, cookie);
  assert.equal(user.status, 200, JSON.stringify(user.json));
  const domain = await api(server.base, 'POST', '/api/domains', { host: LONG_DOMAIN }, cookie);
  assert.equal(domain.status, 200, JSON.stringify(domain.json));
  const created = await api(server.base, 'POST', '/api/link', {
    slug: LONG_SLUG,
    destination: LONG_DESTINATION,
    tags: TAGS,
    title: 'Spring newsletter for returning customers, with a title long enough to wrap',
    publicStats: true,
  }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const { id } = created.json.result;
  for (const host of REFERRERS) {
    const answer = await fetch(`${server.base}/${LONG_SLUG}`, {
      headers: { 'User-Agent': AGENT, Referer: `https://${host}/some/page` },
      redirect: 'manual',
    });
    assert.equal(answer.status, 302);
  }
  // Orphan visits on the long domain: its root and an unknown slug with a long name.
  await requestOn(server.base, LONG_DOMAIN, '/', { 'User-Agent': AGENT });
  await requestOn(server.base, LONG_DOMAIN, `/${LONG_SLUG}-typo`, { 'User-Agent': AGENT });
  // The pages read once: the summaries hold every visit before they open.
  await waitForStatistics(server.base, cookie, id, REFERRERS.length);
  const orphans = `/api/domains/${domain.json.result.id}/orphan-visits`;
  await waitUntil(async () => {
    const totals = (await api(server.base, 'GET', orphans, undefined, cookie)).json.result?.totals;
    return totals && totals.base + totals.unknownSlug >= 2;
  }, 'the orphan visits hold 2 visits');
  // A webhook with a long endpoint and a delivery in its log.
  const webhook = await api(server.base, 'POST', '/api/webhooks', {
    url: LONG_WEBHOOK,
    description: 'Sends imports to the data warehouse, with a description long enough to wrap',
    events: ['import.finished', 'link.exhausted'],
  }, cookie);
  assert.equal(webhook.status, 200, JSON.stringify(webhook.json));
  const test = await api(server.base, 'POST', `/api/webhooks/${webhook.json.result.id}/test`, undefined, cookie);
  assert.equal(test.status, 200, JSON.stringify(test.json));
  return { link: id, domain: domain.json.result.id, webhook: webhook.json.result.id };
}

/** Every dashboard route, and what shows that it has its data. */
const routes = ({ link, domain, webhook }) => [
  { name: 'overview', path: '/dash/overview', ready: (page) => page.getByRole('checkbox', { name: `Select ${LONG_SLUG}` }) },
  { name: 'users', path: '/dash/users', ready: (page) => page.getByRole('button', { name: `Actions for ${LONG_USER.username}` }) },
  { name: 'domains', path: '/dash/domains', ready: (page) => page.getByRole('button', { name: `Actions for ${LONG_DOMAIN}` }) },
  { name: 'orphan-visits', path: `/dash/domains/${domain}/visits`, ready: (page) => page.getByRole('img', { name: /orphan visits over/ }) },
  {
    name: 'statistics',
    path: `/dash/links/${link}/stats`,
    docs: true,
    ready: (page) => page.locator('section.breakdown', { has: page.getByRole('heading', { name: 'Referrers' }) }).getByRole('rowheader', { name: LONG_HOST }),
  },
  { name: 'public-statistics', path: `/dash/public/${LONG_SLUG}`, ready: (page) => page.getByRole('rowheader', { name: LONG_HOST }).first() },
  { name: 'settings-profile', path: '/dash/settings/profile', docs: true, ready: (page) => page.getByRole('heading', { name: 'Language' }) },
  {
    name: 'settings-security',
    path: '/dash/settings/security',
    docs: true,
    ready: (page) => page.getByRole('table', { name: 'Active sessions' }).getByRole('button', { name: /^End session/ }).first(),
  },
  { name: 'settings-api-access', path: '/dash/settings/api-access', ready: (page) => page.getByRole('table', { name: 'API tokens' }) },
  { name: 'settings-webhooks', path: '/dash/settings/webhooks', ready: (page) => page.getByRole('button', { name: `Actions for ${LONG_WEBHOOK}` }) },
  { name: 'settings-webhook', path: `/dash/settings/webhooks/${webhook}`, ready: (page) => page.getByRole('table', { name: 'Delivery log' }).getByText('webhook.test') },
  { name: 'settings-import-export', path: '/dash/settings/import-export', ready: (page) => page.getByRole('button', { name: 'Import links' }) },
  { name: 'settings-instance', path: '/dash/settings/instance', ready: (page) => page.getByRole('link', { name: 'Manage users' }) },
  { name: 'settings-about', path: '/dash/settings/about', ready: (page) => page.getByRole('heading', { name: 'About' }) },
  { name: 'not-found', path: '/dash/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
];

for (const [part, pick] of [
  ['data pages', (route) => !route.name.startsWith('settings')],
  ['settings sections', (route) => route.name.startsWith('settings')],
]) {
  journey(`cards hold their contents on the ${part} at 1400, 1024 and 390 px`, async ({ server, page }) => {
    const ids = await seed(server);
    await uiLogin(page, server.base, OWNER.username, OWNER.password);
    const problems = [];
    for (const { name: width, ...size } of WIDTHS) {
      await page.setViewportSize(size);
      for (const route of routes(ids).filter(pick)) {
        await page.goto(`${server.base}${route.path}`);
        await route.ready(page).waitFor();
        await screenshot(page, `layout-${route.name}-${width}`);
        if (docsScreenshots && route.docs) {
          mkdirSync(docsScreenshots, { recursive: true });
          await page.screenshot({ path: join(docsScreenshots, `${route.name}-${size.width}.png`) });
        }
        const where = `${route.path} at ${size.width} × ${size.height}`;
        problems.push(...(await overflowing(page)).map((problem) => `${where}: ${problem}`));
        problems.push(...(await hiddenNavLinks(page)).map((problem) => `${where}: ${problem}`));
        if (size.width >= 1000 && route.name === 'statistics') {
          problems.push(...(await clippedColumns(page)).map((problem) => `${where}: ${problem}`));
        }
      }
    }
    assert.deepEqual(problems, [], 'elements wider than their cards, pages scrolling sideways, or navigation cut off');
  }, { env: { VISIT_FLUSH_MS: '100' }, timeout: 240_000 });
}
