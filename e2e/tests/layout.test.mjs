// Journey: nothing spills out of its card. Settings (with a second session to end and an API
// token) and a link's statistics (with long referrer hosts) are measured at 1400 × 900 and
// 390 × 844: every element of a card stays inside it, unless it sits in a scroll container that
// is itself inside the card, and the page never scrolls sideways. A screenshot of each page and
// width is kept in the artifacts.
import assert from 'node:assert/strict';
import { api } from '../lib/server.mjs';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, registerOwner, uiLogin, waitForStatistics } from '../lib/journey.mjs';

const WIDTHS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const LONG_HOST = 'a-very-long-referrer-host-name.subdomain.example.com';
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

journey('cards hold their tables and charts at desktop and phone widths', async ({ server, page }) => {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  // A second session, so Active sessions has a row with its End button, and a token.
  await apiLogin(server.base, OWNER.username, OWNER.password);
  const token = await api(server.base, 'POST', '/api/auth/tokens', {
    name: 'A deploy script with a long descriptive name',
    scopes: ['links:read', 'links:write', 'stats:read'],
    expiresInDays: 30,
    verification: { password: OWNER.password },
  }, cookie);
  assert.equal(token.status, 200, JSON.stringify(token.json));
  const created = await api(server.base, 'POST', '/api/link', { slug: 'wide', destination: 'https://example.com/a/rather/long/destination/path?with=query' }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const { id } = created.json.result;
  for (const host of REFERRERS) {
    const answer = await fetch(`${server.base}/wide`, {
      headers: { 'User-Agent': AGENT, Referer: `https://${host}/some/page` },
      redirect: 'manual',
    });
    assert.equal(answer.status, 302);
  }
  // The statistics page reads once: the summaries hold every visit before it opens.
  await waitForStatistics(server.base, cookie, id, REFERRERS.length);

  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });

    await page.goto(`${server.base}/dash/settings`);
    await page.getByRole('table', { name: 'Active sessions' }).getByRole('button', { name: /^End session/ }).first().waitFor();
    await page.getByRole('table', { name: 'API tokens' }).waitFor();
    await screenshot(page, `layout-settings-${name}`);
    assert.deepEqual(await overflowing(page), [], `settings at ${width} × ${height}`);

    await page.goto(`${server.base}/dash/links/${id}/stats`);
    const referrers = page.locator('section.breakdown', { has: page.getByRole('heading', { name: 'Referrers' }) });
    await referrers.getByRole('rowheader', { name: LONG_HOST }).waitFor();
    await screenshot(page, `layout-statistics-${name}`);
    assert.deepEqual(await overflowing(page), [], `statistics at ${width} × ${height}`);
    if (width >= 1000) assert.deepEqual(await clippedColumns(page), [], `breakdown columns at ${width} × ${height}`);
  }
}, { env: { VISIT_FLUSH_MS: '100' } });
