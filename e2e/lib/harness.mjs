// One browser journey = one fresh Linkhop (its own data folder and port), one fresh Chromium
// profile, nothing shared with the journey before it. Time limits scale with the machine, and a
// journey that fails leaves a screenshot of every open page next to the TAP output, and says in
// its error what each page showed at that moment.
import { test } from 'node:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { artifacts, launchBrowser } from './browser.mjs';
import { startLinkhop } from './server.mjs';
import { timeScale, within } from './time-scale.mjs';

/** Playwright's wait for one element or navigation, in milliseconds. */
export const STEP_TIMEOUT = Math.round(20_000 * timeScale);
/** A whole journey: past it the journey fails with what its pages showed. */
export const JOURNEY_TIMEOUT = Math.round(120_000 * timeScale);

/**
 * Settings every journey's server gets unless it says otherwise: statistics summaries are
 * written at every visit flush (docs/STATISTICS.md, `VISIT_SUMMARY_FLUSHES`; the default, pinned
 * here), so a chart shows a visit within a second of its counter. Journeys still wait for the
 * statistics answer to hold the visit (see `waitForStatistics`), never for time.
 */
export const JOURNEY_ENV = { VISIT_SUMMARY_FLUSHES: '1' };

/**
 * Declares one journey. `run({ server, browser, page, services })` gets a fresh server (started
 * with `options.env` and `options.server`, see startLinkhop), a fresh Chromium
 * (`browser.context`) and a first page in it. `options.services()`, when given, starts what
 * the server needs before it (e.g. an OpenID provider) and returns `{ env, server, stop }`:
 * settings and start options added to the server's, and how to stop them afterwards.
 * `options.browser` adds options to the browser context (e.g. `locale`).
 * `options.setup(server)` runs before the browser starts, for steps through the API that are
 * not the journey under test.
 */
export function journey(name, run, options = {}) {
  const file = basename(process.argv[1] ?? 'journey', '.test.mjs');
  const limit = options.timeout ?? JOURNEY_TIMEOUT;
  // node:test's own limit only backs ours up: ours fails inside the journey, where the pages
  // can still be captured.
  test(name, { timeout: limit + 60_000 }, async () => {
    const services = options.services ? await options.services() : {};
    let server;
    let browser;
    try {
      server = await startLinkhop(
        { ...JOURNEY_ENV, ...options.env, ...services.env },
        { ...options.server, ...services.server },
      );
      if (options.setup) await options.setup(server);
      browser = await launchBrowser(options.browser);
      browser.context.setDefaultTimeout(STEP_TIMEOUT);
      browser.context.setDefaultNavigationTimeout(STEP_TIMEOUT);
      // A persistent context opens with one blank page: the journey's first.
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      try {
        await within(run({ server, browser, page, services }), limit, `the journey "${name}"`);
      } catch (error) {
        throw await withPages(error, browser.context, `${file}-${name}`);
      }
    } finally {
      await browser?.close();
      await server?.stop();
      await services.stop?.();
    }
  });
}

/**
 * Adds to a failure what every open page showed: its address, its visible text (shortened),
 * and the path of a screenshot saved under e2e/artifacts/failures/.
 */
async function withPages(error, context, label) {
  const folder = join(artifacts, 'failures');
  mkdirSync(folder, { recursive: true });
  const stem = label.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 100);
  const seen = [];
  for (const [index, page] of context.pages().entries()) {
    const shot = join(folder, `${stem}-page${index + 1}.png`);
    let text = '';
    try {
      await page.screenshot({ path: shot, fullPage: true, timeout: 10_000 });
    } catch (reason) {
      seen.push(`page ${index + 1}: no screenshot (${reason.message.split('\n')[0]})`);
    }
    try {
      text = await within(page.evaluate(() => document.body?.innerText ?? ''), 5_000, 'the page text');
    } catch {
      text = '(the page could not be read)';
    }
    const visible = text.replace(/\s+/g, ' ').trim().slice(0, 1200);
    seen.push(`page ${index + 1} at ${page.url()}\n  screenshot: ${shot}\n  showed: ${visible}`);
  }
  const report = `\n--- what the browser showed when the journey failed ---\n${seen.join('\n')}`;
  writeFileSync(join(folder, `${stem}.txt`), `${error?.stack ?? error}${report}\n`);
  if (error instanceof Error) {
    error.message += report;
    return error;
  }
  return new Error(`${String(error)}${report}`);
}
