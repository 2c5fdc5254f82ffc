// Journeys 11 and 12 on a DEMO=true server: the demo banner, and the "Error generating new
// secret" popup when the server refuses a new secret (406 in demo mode).
import assert from 'node:assert/strict';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { dialog, noDialog, uiLogin } from '../lib/journey.mjs';

const BANNER = 'This is a demo instance, features are limited and links will be deleted after 10 minutes.';

const DEMO = { env: { DEMO: 'true' } };

journey('the demo banner is shown on every screen', async ({ server, page }) => {
  await page.goto(`${server.base}/dash/login`);
  const banner = page.getByRole('note');
  await banner.waitFor();
  assert.equal((await banner.textContent()).trim(), BANNER);
  assert.equal(await page.getByText(BANNER, { exact: true }).count(), 1);
  await screenshot(page, 'demo-banner-login');

  await uiLogin(page, server.base, 'demo', 'demo');
  await page.getByText(BANNER, { exact: true }).waitFor();
  await page.goto(`${server.base}/no-such-demo-link`);
  await page.getByRole('heading', { name: 'Link not found' }).waitFor();
  await page.getByText(BANNER, { exact: true }).waitFor();
}, DEMO);

journey('a refused new secret shows the Information popup with the server message', async ({ server, page }) => {
  await uiLogin(page, server.base, 'demo', 'demo');
  await page.goto(`${server.base}/dash/settings/api-access`);
  const card = page.getByRole('region', { name: 'API secret' });
  await card.getByRole('button', { name: 'Regenerate secret' }).click();
  const confirm = dialog(page, 'Generate a new secret');
  await confirm.getByRole('button', { name: 'Generate', exact: true }).click();

  const popup = dialog(page, 'Error generating new secret');
  await popup.waitFor();
  await popup.getByText('Updating of credentials is not enabled in demo mode.', { exact: true }).waitFor();
  const buttons = popup.getByRole('button');
  // The close (×) button of the frame and exactly one action: "Okay".
  assert.deepEqual(
    (await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent.trim()))).sort(),
    ['Close', 'Okay'],
  );
  const violations = await seriousViolations(page);
  console.log(`axe (demo, "Error generating new secret" popup): ${violations.length} serious/critical`);
  assert.deepEqual(violations, []);
  await screenshot(page, 'demo-new-secret-error');

  await popup.getByRole('button', { name: 'Okay' }).click();
  await noDialog(page);
  // The secret was not replaced.
  await card.getByRole('button', { name: 'Regenerate secret' }).waitFor();
}, DEMO);
