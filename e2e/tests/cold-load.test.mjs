// Journey: how long the dashboard takes to become usable on a cold load (an empty browser cache),
// measured and reported, not judged: timings belong to benchmarks, and the build's bundle
// budget (web/bundle-budget.json) is what stops the download from growing. The figures go to
// the output and to artifacts/cold-load.json.
//
// Time to interactive here: the later of "the overview shows its links and the create button
// works" and the end of the last long task (over 50 ms) on the main thread before a quiet second.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '../lib/server.mjs';
import { artifacts } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, registerOwner, uiLogin } from '../lib/journey.mjs';

const QUIET_MS = 1_000;

journey('the dashboard becomes interactive on a cold load (measured)', async ({ server, browser, page }) => {
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  for (let i = 0; i < 25; i += 1) {
    const answer = await api(server.base, 'POST', '/api/link', { slug: `cold-${i}`, destination: `https://example.com/${i}` }, cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  // Long tasks are recorded from the first byte of the next document on.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  await page.goto(`${server.base}/dash/overview`);
  await page.getByRole('checkbox', { name: /^Select cold-/ }).first().waitFor();
  await page.getByRole('button', { name: 'Create link' }).waitFor();
  const ready = await page.evaluate(() => performance.now());
  await page.waitForTimeout(QUIET_MS);
  const figures = await page.evaluate((readyAt) => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    const lastLongTask = Math.max(0, ...window.__longTasks.filter((end) => end <= readyAt + 1000));
    return {
      domContentLoadedMs: Math.round(navigation.domContentLoadedEventEnd),
      firstContentfulPaintMs: paint ? Math.round(paint.startTime) : null,
      linksShownMs: Math.round(readyAt),
      timeToInteractiveMs: Math.round(Math.max(readyAt, lastLongTask)),
      longTasks: window.__longTasks.length,
      transferredKiB: Math.round(resources.reduce((sum, entry) => sum + (entry.transferSize ?? 0), navigation.transferSize ?? 0) / 1024),
      scriptsKiB: Math.round(scripts.reduce((sum, entry) => sum + (entry.transferSize ?? 0), 0) / 1024),
      fromCache: resources.filter((entry) => entry.transferSize === 0 && entry.decodedBodySize > 0).length,
    };
  }, ready);
  // A cold load fetched its scripts: a warm cache would make these figures meaningless.
  assert.equal(figures.fromCache, 0, `no resource came from the cache: ${JSON.stringify(figures)}`);
  assert.ok(figures.scriptsKiB > 0, JSON.stringify(figures));
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, 'cold-load.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `cold load: interactive after ${figures.timeToInteractiveMs} ms (first paint ${figures.firstContentfulPaintMs} ms, ` +
      `links shown ${figures.linksShownMs} ms, ${figures.longTasks} long tasks), ${figures.transferredKiB} KiB transferred ` +
      `of which ${figures.scriptsKiB} KiB scripts`,
  );
}, { setup: (server) => registerOwner(server.base) });
