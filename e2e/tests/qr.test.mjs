// Journeys of a link's QR code popup (docs/campaigns.md#qr-codes): its designer (margin, error
// correction, colours, size) redraws the server's code and the downloads are the files chosen;
// a logo picked in the popup is drawn in the code (at level H) until it is removed; the
// "Public QR code" switch lets anyone fetch the code without signing in, and only while it is on;
// visits through the code's scan address show as "(QR code)" among the link's referrers. The
// popup and the statistics page are checked with axe.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { api } from '../lib/server.mjs';
import { AGENTS, screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, dialog, noDialog, registerOwner, rowAction, uiLogin, waitForStatistics, waitUntil } from '../lib/journey.mjs';
import { makePng, readPng } from '../lib/png.mjs';

const DESTINATION = 'https://example.com/menu';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
// A 24 × 24 logo: an orange disc on transparency.
const LOGO = makePng(24, 24, (x, y) => ((x - 11.5) ** 2 + (y - 11.5) ** 2 < 100 ? [240, 120, 20, 255] : [0, 0, 0, 0]));

async function noViolations(page, where) {
  assert.deepEqual(await seriousViolations(page), [], `serious/critical axe violations: ${where}`);
}

/** Set-up through the API: the link /menu. Returns its id. */
async function createMenu(base) {
  const cookie = await apiLogin(base, OWNER.username, OWNER.password);
  const created = await api(base, 'POST', '/api/link', { slug: 'menu', destination: DESTINATION }, cookie);
  assert.equal(created.status, 200, JSON.stringify(created.json));
  return { id: created.json.result.id, cookie };
}

/** The parts of one of the server's SVG codes: its side in modules, colours, modules and logo. */
function svgParts(svg) {
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /, svg.slice(0, 200));
  assert.ok(!/<script|<text|<foreignObject/i.test(svg), 'no text, no script');
  return {
    width: Number(svg.match(/^<svg [^>]*width="(\d+)"/)[1]),
    span: Number(svg.match(/viewBox="0 0 (\d+) \1"/)[1]),
    background: svg.match(/<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"\/>/)[1],
    foreground: svg.match(/<path fill="(#[0-9a-f]{6})" d="/)[1],
    modules: svg.match(/<path fill="#[0-9a-f]{6}" d="([^"]*)"/)[1],
    logo: svg.match(/<image [^>]*href="([^"]*)"/)?.[1] ?? null,
  };
}

/** What the server answers at `src` (a path, as the popup's image has it) to the page's session. */
async function fetchInPage(page, src) {
  return page.evaluate(async (path) => {
    const answer = await fetch(path);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }, src);
}

/**
 * Waits until the popup's image is the code drawn at `expected` (a path), loaded; returns the
 * parts of that SVG as the server draws it.
 */
async function previewIs(page, code, expected) {
  await waitUntil(async () => (await code.getAttribute('src')) === expected, `the preview shows ${expected}`);
  await waitUntil(() => code.evaluate((img) => img.complete && img.naturalWidth > 0), `the browser draws ${expected}`);
  const answer = await fetchInPage(page, expected);
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.type, 'image/svg+xml');
  return svgParts(answer.text);
}

/** Clicks a download button; returns the file's suggested name and its bytes. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.equal(await file.failure(), null, 'the download completes');
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

journey('the QR designer: style redraws the code, downloads are real files, a logo is set and removed', async ({ server, page }) => {
  const { id } = await createMenu(server.base);
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await rowAction(page, 'menu', 'QR code');
  const qr = dialog(page, 'QR code');
  const code = qr.getByRole('img', { name: `QR code for ${server.base}/menu` });
  const plainPath = `/api/link/${id}/qr`;

  // The plain code: black on white, a quiet zone of 4 modules, level M.
  const plain = await previewIs(page, code, plainPath);
  assert.equal(plain.foreground, '#000000');
  assert.equal(plain.background, '#ffffff');
  assert.equal(plain.logo, null);
  const ecc = qr.getByRole('group', { name: 'Error correction' });
  assert.equal(await ecc.getByRole('radio', { name: /^M\s*Recovers 15%/ }).isChecked(), true);
  const logoPicker = qr.getByLabel('Add a logo (PNG)', { exact: true });
  await waitUntil(() => logoPicker.isEnabled(), 'the link’s QR settings are loaded');
  await noViolations(page, 'the QR code popup');

  // A smaller quiet zone: 2 modules less on each side, the same modules inside.
  await qr.getByLabel('Margin (0–16 modules)', { exact: true }).fill('2');
  const narrow = await previewIs(page, code, `${plainPath}?margin=2`);
  assert.equal(narrow.span, plain.span - 4, 'the code is 4 modules narrower');

  // Level L: the fewest modules (the encoder raises a level while the code keeps its size, so
  // M is drawn as Q here, and only L is smaller).
  await ecc.getByRole('radio', { name: /^L\s*Recovers 7% damage/ }).check();
  const levelL = await previewIs(page, code, `${plainPath}?margin=2&ecc=L`);
  assert.ok(levelL.span < narrow.span, `level L draws a smaller code (${levelL.span} < ${narrow.span} modules)`);

  // Colours: a warning while they are too close for scanners, the code in the colours chosen.
  await qr.getByLabel('Code colour', { exact: true }).fill('#1a2b3c');
  await qr.getByLabel('Background', { exact: true }).fill('#2a3b4c');
  await qr.getByText(/^Contrast 1[.,]\d:1 is low: scanners may not read the code\. Aim for 3:1 or more\.$/).waitFor();
  await qr.getByLabel('Background', { exact: true }).fill('#fffbe6');
  await qr.locator('.qr-designer__warning').waitFor({ state: 'detached' });
  const styled = await previewIs(page, code, `${plainPath}?margin=2&ecc=L&fg=1a2b3c&bg=fffbe6`);
  assert.equal(styled.foreground, '#1a2b3c');
  assert.equal(styled.background, '#fffbe6');
  assert.equal(styled.modules, levelL.modules, 'colours change no module');

  // Size: the preview is scaled by the page; the downloads are drawn at the size chosen.
  await qr.getByLabel('Size (pixels)', { exact: true }).selectOption('1024');
  const png = await download(page, qr.getByRole('link', { name: 'Download PNG', exact: true }));
  assert.equal(png.name, 'qr-menu.png');
  const pngHeader = readPng(png.bytes);
  assert.deepEqual([pngHeader.width, pngHeader.height], [1024, 1024]);
  // Two colours at one bit per pixel: the background, then the code's colour.
  assert.deepEqual([pngHeader.bitDepth, pngHeader.colourType], [1, 3]);
  assert.deepEqual(pngHeader.palette, ['fffbe6', '1a2b3c']);
  const svg = await download(page, qr.getByRole('link', { name: 'Download SVG', exact: true }));
  assert.equal(svg.name, 'qr-menu.svg');
  const svgFile = svgParts(svg.bytes.toString('utf8'));
  assert.deepEqual(svgFile, { ...styled, width: 1024 }, 'the SVG file is the code designed, 1024 pixels wide');
  await screenshot(page, 'qr-designed');

  // A logo: sent as soon as it is picked, drawn in the middle, at level H whatever was chosen.
  await logoPicker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await qr.getByLabel('Replace the logo (PNG)', { exact: true }).waitFor();
  const remove = qr.getByRole('button', { name: 'Remove the logo', exact: true });
  await remove.waitFor();
  await qr.getByText('A logo covers the middle of the code, so error correction is H while it is set.', { exact: true }).waitFor();
  const levelH = ecc.getByRole('radio', { name: /^H\s*Recovers 30%/ });
  assert.equal(await levelH.isChecked(), true, 'level H is shown while the logo is set');
  assert.equal(await levelH.isDisabled(), true, 'the level cannot be chosen while the logo is set');
  const withLogo = await previewIs(page, code, `${plainPath}?margin=2&ecc=L&fg=1a2b3c&bg=fffbe6&v=1`);
  assert.equal(withLogo.logo, `data:image/png;base64,${LOGO.toString('base64')}`, 'the logo picked is drawn');
  assert.ok(withLogo.span > styled.span, `the code with a logo is drawn at level H: more modules (${withLogo.span} > ${styled.span})`);
  const settings = await fetchInPage(page, `/api/link/${id}/qr/settings`);
  assert.deepEqual(JSON.parse(settings.text).result, { public: false, logo: true });
  const pngWithLogo = await download(page, qr.getByRole('link', { name: 'Download PNG', exact: true }));
  const logoHeader = readPng(pngWithLogo.bytes);
  // The logo is blended in: eight bits per channel.
  assert.deepEqual([logoHeader.width, logoHeader.bitDepth, logoHeader.colourType], [1024, 8, 2]);
  await noViolations(page, 'the QR code popup with a logo');
  await screenshot(page, 'qr-logo');

  // Removed: the picker is back, and so are level L and the code without a logo.
  await remove.click();
  await logoPicker.waitFor();
  await remove.waitFor({ state: 'detached' });
  const back = await previewIs(page, code, `${plainPath}?margin=2&ecc=L&fg=1a2b3c&bg=fffbe6&v=2`);
  assert.deepEqual(back, styled, 'the code is drawn as before the logo');
  assert.equal(await ecc.getByRole('radio', { name: /^L\s*Recovers 7% damage/ }).isChecked(), true, 'level L comes back');
  assert.equal(await levelH.isDisabled(), false);
  const after = await fetchInPage(page, `/api/link/${id}/qr/settings`);
  assert.deepEqual(JSON.parse(after.text).result, { public: false, logo: false });
  await qr.getByRole('button', { name: 'Done', exact: true }).click();
  await noDialog(page);
}, { setup: (server) => registerOwner(server.base) });

journey('the public QR code: anyone fetches it only while it is on; scans count as "(QR code)"', async ({ server, page }) => {
  const { id, cookie } = await createMenu(server.base);
  const publicBase = `${server.base}/api/public/qr/menu`;
  const anonymous = (address) => fetch(address, { redirect: 'manual' });
  assert.equal((await anonymous(publicBase)).status, 404, 'private by default');

  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await rowAction(page, 'menu', 'QR code');
  const qr = dialog(page, 'QR code');
  const publicSwitch = qr.getByRole('switch', { name: 'Public QR code', exact: true });
  await waitUntil(() => publicSwitch.isEnabled(), 'the link’s QR settings are loaded');
  assert.equal(await publicSwitch.getAttribute('aria-checked'), 'false');
  assert.equal(await qr.getByLabel('Public address', { exact: true }).count(), 0);

  await publicSwitch.click();
  await qr.locator('[role="switch"][aria-checked="true"]').waitFor();
  const address = qr.getByLabel('Public address', { exact: true });
  assert.equal(await address.inputValue(), publicBase);
  // The address carries the design chosen.
  await qr.getByLabel('Code colour', { exact: true }).fill('#1a2b3c');
  await waitUntil(async () => (await address.inputValue()) === `${publicBase}?fg=1a2b3c`, 'the public address carries the colour');
  await noViolations(page, 'the QR code popup with a public code');
  await screenshot(page, 'qr-public');

  // Anyone, without a cookie: the code as designed, cached for five minutes.
  const svg = await anonymous(`${publicBase}?fg=1a2b3c`);
  assert.equal(svg.status, 200);
  assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
  assert.equal(svg.headers.get('cache-control'), 'public, max-age=300');
  const drawn = svgParts(await svg.text());
  assert.equal(drawn.foreground, '#1a2b3c');
  assert.equal(drawn.background, '#ffffff');
  const png = await anonymous(`${publicBase}?format=png&size=256`);
  assert.equal(png.status, 200);
  assert.equal(png.headers.get('content-type'), 'image/png');
  const header = readPng(Buffer.from(await png.arrayBuffer()));
  assert.deepEqual([header.width, header.height], [256, 256]);

  // Kept: the popup opened again shows it on.
  await qr.getByRole('button', { name: 'Done', exact: true }).click();
  await noDialog(page);
  await rowAction(page, 'menu', 'QR code');
  await waitUntil(async () => (await publicSwitch.getAttribute('aria-checked')) === 'true', 'the switch is still on');
  // Off again: nobody else gets it.
  await publicSwitch.click();
  await qr.locator('[role="switch"][aria-checked="false"]').waitFor();
  await address.waitFor({ state: 'detached' });
  await waitUntil(async () => (await anonymous(publicBase)).status === 404, 'the public code is gone once off');
  const settings = await api(server.base, 'GET', `/api/link/${id}/qr/settings`, undefined, cookie);
  assert.deepEqual(settings.json.result, { public: false, logo: false });
  await qr.getByRole('button', { name: 'Done', exact: true }).click();
  await noDialog(page);

  // Two people scan the code (its scan address), one follows the short link itself.
  for (const agent of [AGENTS.desktop, FIREFOX]) {
    const scan = await fetch(`${server.base}/.q/menu`, { headers: { 'User-Agent': agent }, redirect: 'manual' });
    assert.equal(scan.status, 302);
    assert.equal(scan.headers.get('location'), DESTINATION);
  }
  const direct = await fetch(`${server.base}/menu`, { headers: { 'User-Agent': AGENTS.iphone }, redirect: 'manual' });
  assert.equal(direct.status, 302);
  await waitForStatistics(server.base, cookie, id, 3);
  await page.goto(`${server.base}/dash/links/${id}/stats`);
  const referrers = page.locator('section.breakdown', { has: page.getByRole('heading', { name: 'Referrers' }) });
  const rows = () =>
    referrers.locator('tbody tr').evaluateAll((all) =>
      all.map((row) => `${row.querySelector('th').textContent.trim()}|${row.querySelector('td').textContent.trim()}`),
    );
  await waitUntil(async () => (await rows()).includes('(QR code)|2'), 'the referrers show two scans as "(QR code)"');
  assert.deepEqual((await rows()).sort(), ['(QR code)|2', 'Direct / none|1']);
  await noViolations(page, 'the statistics page with scans');
  await screenshot(page, 'qr-scans');
}, { env: { VISIT_FLUSH_MS: '100' }, setup: (server) => registerOwner(server.base) });
