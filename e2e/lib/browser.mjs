// Debian's Chromium driven by playwright-core: headless, no sandbox (CI runs
// as root), no background networking, a fresh profile per launch. Never a
// browser that a tool downloads itself.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
export const artifacts = resolve(import.meta.dirname, '../artifacts');

/** `options`: more context options, e.g. `{ locale: 'de-DE' }` (the browser's languages). */
export async function launchBrowser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'linkhop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of the page as a test artifact. */
export async function screenshot(page, name) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

let axeSource;

/** Waits until every finite animation and transition has ended (popups fade in, buttons fade
 * their colours), so colours are measured at rest; endless ones (busy spinners) are ignored. */
export async function atRest(page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe-core in the page once it is at rest; returns serious and critical violations. */
export async function seriousViolations(page) {
  await atRest(page);
  // The dashboard's Content-Security-Policy (script-src 'self') rightly refuses an injected
  // <script>, so axe is evaluated through the DevTools protocol instead, once per document.
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (await page.evaluate(() => typeof window.axe === 'undefined')) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * A separate Chromium with one fresh context of the given options (e.g. a phone's user agent
 * and viewport), for visitors who must look like someone else than the dashboard's browser.
 * Headless Chromium's own agent says "HeadlessChrome", which counts as a bot.
 */
export async function launchVisitor(contextOptions) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext(contextOptions);
  return {
    context,
    async close() {
      await browser.close();
    },
  };
}

export const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
