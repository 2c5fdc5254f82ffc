// Journey 9: import a small Lynx JSON file, then export JSON and CSV and check the downloads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLinkhop } from '../lib/server.mjs';
import { launchBrowser, screenshot } from '../lib/browser.mjs';
import { OWNER, dialog, linkRow, noDialog, registerOwner, uiLogin } from '../lib/journey.mjs';

let server;
let browser;
let page;
let dir;

before(async () => {
  server = await startLinkhop();
  browser = await launchBrowser();
  await registerOwner(server.base);
  dir = mkdtempSync(join(tmpdir(), 'linkhop-import-'));
  page = await browser.context.newPage();
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const settings = async () => {
  await page.goto(`${server.base}/dash/settings`);
  return page.getByRole('region', { name: 'Import and export' });
};

test('import a Lynx JSON file', async () => {
  const file = join(dir, 'lynx-backup.json');
  writeFileSync(
    file,
    JSON.stringify([
      { slug: 'imported-one', destination: 'https://one.example/', visits: 5 },
      { slug: 'imported-two', destination: 'https://two.example/path', visits: '2' },
      { slug: 'broken', destination: 'not a url' },
    ]),
  );
  const card = await settings();
  await card.getByRole('button', { name: 'Import links' }).click();
  const chooser = dialog(page, 'Import links');
  await chooser.getByRole('radio', { name: /Lynx/ }).check();
  await chooser.getByRole('button', { name: 'Next' }).click();
  const upload = dialog(page, 'Import from Lynx');
  await upload.getByLabel('File').setInputFiles(file);
  await upload.getByRole('button', { name: 'Import', exact: true }).click();
  await upload.getByRole('status').filter({ hasText: 'Imported 2 / 3 links!' }).waitFor();
  await screenshot(page, 'import-done');
  await upload.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await linkRow(page, 'imported-one').locator('td[data-label="Visits"]').getByText('5').waitFor();
  await linkRow(page, 'imported-two').getByText('https://two.example/path').waitFor();
  assert.equal(await linkRow(page, 'broken').count(), 0);
});

async function exportAs(format) {
  const card = await settings();
  await card.getByRole('button', { name: 'Export links' }).click();
  const popup = dialog(page, 'Export links');
  await popup.getByRole('radio', { name: new RegExp(format) }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    popup.getByRole('button', { name: 'Download' }).click(),
  ]);
  await noDialog(page);
  assert.match(download.suggestedFilename(), new RegExp(`^export-[0-9a-f-]{36}\\.${format.toLowerCase()}$`));
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return readFileSync(path, 'utf8');
}

test('export JSON', async () => {
  const links = JSON.parse(await exportAs('JSON'));
  assert.ok(Array.isArray(links));
  const bySlug = Object.fromEntries(links.map((l) => [l.slug, l]));
  assert.deepEqual(Object.keys(bySlug).sort(), ['imported-one', 'imported-two']);
  assert.equal(bySlug['imported-one'].destination, 'https://one.example/');
  assert.equal(bySlug['imported-one'].visits, 5);
  assert.equal(bySlug['imported-two'].visits, 2);
});

test('export CSV', async () => {
  const csv = await exportAs('CSV');
  const lines = csv.trim().split(/\r?\n/);
  // Lynx's columns first, in Lynx's order; Linkhop's own after them, then the link controls.
  assert.equal(
    lines[0],
    'id,slug,destination,author,creationDate,modifiedDate,visits,account,humanVisits,botVisits,publicStats,' +
      'validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules',
  );
  assert.equal(lines.length, 3);
  const one = lines.find((l) => l.includes('"imported-one"'));
  assert.ok(one, csv);
  assert.match(one, /"https:\/\/one\.example\/"/);
  assert.match(one, /,5,"owner",5,0,false,/);
  await screenshot(page, 'export-done');
});

test('preview a file, import it and download the skipped-row report', async () => {
  const file = join(dir, 'lynx-export.csv');
  writeFileSync(
    file,
    [
      'slug,destination',
      'preview-ok,https://preview.example/ok',
      'imported-one,https://one.example/again',
      '"has space",https://space.example/',
      '',
    ].join('\r\n'),
  );
  const card = await settings();
  await card.getByRole('button', { name: 'Import links' }).click();
  const chooser = dialog(page, 'Import links');
  await chooser.getByRole('radio', { name: /Lynx/ }).check();
  await chooser.getByRole('button', { name: 'Next' }).click();
  const popup = dialog(page, 'Import from Lynx');
  await popup.getByLabel('File').setInputFiles(file);
  await popup.getByRole('button', { name: 'Preview' }).click();
  await popup
    .getByRole('status')
    .filter({ hasText: 'Dry run: would import 1 / 3 links. Nothing was written yet.' })
    .waitFor();
  const table = popup.getByRole('table', { name: 'Skipped rows and why' });
  await table.getByRole('row').filter({ hasText: 'imported-one' }).getByText('A link with this slug exists already').waitFor();
  await table.getByRole('row').filter({ hasText: 'has space' }).getByText(/Invalid slug: contains a space/).waitFor();
  await screenshot(page, 'import-preview');
  // The preview wrote nothing.
  const listed = await page.request.get(`${server.base}/api/link/list?search=preview-ok`);
  assert.equal((await listed.json()).result.links.length, 0);

  await popup.getByRole('button', { name: 'Import', exact: true }).click();
  await popup.getByRole('status').filter({ hasText: 'Imported 1 / 3 links!' }).waitFor();
  await popup.getByText('Skipped 2 rows: 1 existing, 1 invalid.').waitFor();
  await screenshot(page, 'import-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    popup.getByRole('link', { name: 'Download the report (CSV)' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^import-report-[0-9a-f-]{36}\.csv$/);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  const lines = readFileSync(path, 'utf8').trim().split('\r\n');
  assert.deepEqual(lines, [
    'row,line,slug,reason,message',
    '2,3,"imported-one","slugTaken","A link with this slug exists already"',
    '3,4,"has space","invalidSlug","Invalid slug: contains a space (rename it, e.g. with - for the space)"',
  ]);
  await popup.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  const after = await page.request.get(`${server.base}/api/link/list?search=preview-ok`);
  assert.equal((await after.json()).result.links.length, 1);
});
