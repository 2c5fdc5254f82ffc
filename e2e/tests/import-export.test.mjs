// Journey 9: import a small Lynx JSON file, then export JSON and CSV and check the downloads.
// Each journey has its own server: the exports and the preview start from links imported
// through the API (the import through the dashboard is the first journey). An editor of a team
// imports a file into the team.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../lib/server.mjs';
import { screenshot, seriousViolations } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, apiLogin, dialog, linkRow, linksSettled, noDialog, registerOwner, uiLogin } from '../lib/journey.mjs';

const LYNX_BACKUP = JSON.stringify([
  { slug: 'imported-one', destination: 'https://one.example/', visits: 5 },
  { slug: 'imported-two', destination: 'https://two.example/path', visits: '2' },
  { slug: 'broken', destination: 'not a url' },
]);

/** Set-up through the API: the owner, and the Lynx backup imported (imported-one and -two). */
async function withImportedLinks(server) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const form = new FormData();
  form.append('service', 'lynx');
  form.append('file', new Blob([LYNX_BACKUP], { type: 'application/json' }), 'lynx-backup.json');
  const answer = await fetch(`${server.base}/api/import`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  const json = await answer.json();
  assert.equal(answer.status, 200, JSON.stringify(json));
  assert.equal(json.result.imported, 2, JSON.stringify(json));
  const listed = await api(server.base, 'GET', '/api/link/list', undefined, cookie);
  assert.deepEqual(listed.json.result.links.map((l) => l.slug).sort(), ['imported-one', 'imported-two']);
}

/**
 * A journey logged in as the owner, with a folder of its own for the files it writes and
 * downloads (removed afterwards).
 */
function fileJourney(name, run, options) {
  journey(name, async ({ server, browser, page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'linkhop-import-'));
    try {
      await uiLogin(page, server.base, OWNER.username, OWNER.password);
      await run({ server, browser, page, dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, options);
}

async function settings(page, server) {
  await page.goto(`${server.base}/dash/settings/import-export`);
  return page.getByRole('region', { name: 'Import and export' });
}

fileJourney('import a Lynx JSON file', async ({ server, page, dir }) => {
  const file = join(dir, 'lynx-backup.json');
  writeFileSync(file, LYNX_BACKUP);
  const card = await settings(page, server);
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
  await linksSettled(page);
  assert.equal(await linkRow(page, 'broken').count(), 0);
}, { setup: (server) => registerOwner(server.base) });

async function exportAs(server, page, dir, format) {
  const card = await settings(page, server);
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

fileJourney('export JSON', async ({ server, page, dir }) => {
  const links = JSON.parse(await exportAs(server, page, dir, 'JSON'));
  assert.ok(Array.isArray(links));
  const bySlug = Object.fromEntries(links.map((l) => [l.slug, l]));
  assert.deepEqual(Object.keys(bySlug).sort(), ['imported-one', 'imported-two']);
  assert.equal(bySlug['imported-one'].destination, 'https://one.example/');
  assert.equal(bySlug['imported-one'].visits, 5);
  assert.equal(bySlug['imported-two'].visits, 2);
}, { setup: withImportedLinks });

fileJourney('export CSV', async ({ server, page, dir }) => {
  const csv = await exportAs(server, page, dir, 'CSV');
  const lines = csv.trim().split(/\r?\n/);
  // Lynx's columns first, in Lynx's order; Linkhop's own after them, then the link controls, the
  // short domain, the campaign parameters, the preview card, the A/B split and the team.
  assert.equal(
    lines[0],
    'id,slug,destination,author,creationDate,modifiedDate,visits,account,humanVisits,botVisits,publicStats,' +
      'validFrom,expiresAt,maxVisits,usedVisits,expiredUrl,passwordHash,tags,title,notes,redirectStatus,forwardQuery,crawlable,redirectRules,domain,utm,preview,split,team',
  );
  assert.equal(lines.length, 3);
  const one = lines.find((l) => l.includes('"imported-one"'));
  assert.ok(one, csv);
  assert.match(one, /"https:\/\/one\.example\/"/);
  assert.match(one, /,5,"owner",5,0,false,/);
  await screenshot(page, 'export-done');
}, { setup: withImportedLinks });

fileJourney('preview a file, import it and download the skipped-row report', async ({ server, page, dir }) => {
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
  const card = await settings(page, server);
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
    'row,line,slug,reason,message,domain',
    '2,3,"imported-one","slugTaken","A link with this slug exists already",""',
    '3,4,"has space","invalidSlug","Invalid slug: contains a space (rename it, e.g. with - for the space)",""',
  ]);
  await popup.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  const after = await page.request.get(`${server.base}/api/link/list?search=preview-ok`);
  assert.equal((await after.json()).result.links.length, 1);
}, { setup: withImportedLinks });

const EDITOR = { username: 'edna', email: 'edna@example.com', password: 'Correct-Horse-8' };

/**
 * Set-up through the API: the owner; a standard account that edits the team Marketing and only
 * views the team Support. Answers the teams' ids.
 */
async function withTeams(server) {
  await registerOwner(server.base);
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const verification = { password: OWNER.password, token: '' };
  const user = await api(server.base, 'POST', '/api/user', { user: { ...EDITOR, role: 'standard' }, verification }, cookie);
  assert.equal(user.status, 200, JSON.stringify(user.json));
  for (const [name, role] of [['Marketing', 'editor'], ['Support', 'viewer']]) {
    const team = await api(server.base, 'POST', '/api/teams', { name }, cookie);
    assert.equal(team.status, 200, JSON.stringify(team.json));
    const path = `/api/teams/${team.json.result.id}/members/${EDITOR.username}`;
    const added = await api(server.base, 'PUT', path, { role }, cookie);
    assert.equal(added.status, 200, JSON.stringify(added.json));
  }
}

journey('an editor of a team imports a file into the team', async ({ server, page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'linkhop-import-'));
  try {
    const file = join(dir, 'lynx-backup.json');
    writeFileSync(file, LYNX_BACKUP);
    await uiLogin(page, server.base, EDITOR.username, EDITOR.password);
    const card = await settings(page, server);
    await card.getByRole('button', { name: 'Import links' }).click();
    const chooser = dialog(page, 'Import links');
    await chooser.getByRole('radio', { name: /Lynx/ }).check();
    await chooser.getByRole('button', { name: 'Next' }).click();
    const upload = dialog(page, 'Import from Lynx');
    await upload.getByLabel('File').setInputFiles(file);
    // Only the team it edits: a viewer's import would be refused.
    const team = upload.getByRole('combobox', { name: 'Team', exact: true });
    assert.deepEqual((await team.getByRole('option').allTextContents()).map((o) => o.trim()), ['None: my own links', 'Marketing']);
    await team.selectOption({ label: 'Marketing' });
    assert.deepEqual(await seriousViolations(page), [], 'serious/critical axe violations: import into a team');
    await upload.getByRole('button', { name: 'Import', exact: true }).click();
    await upload.getByRole('status').filter({ hasText: 'Imported 2 / 3 links!' }).waitFor();
    await upload.getByRole('button', { name: 'Done' }).click();
    await noDialog(page);

    // The links are the team's: the owner sees them in the team, with the editor as author.
    const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
    const teams = await api(server.base, 'GET', '/api/teams', undefined, cookie);
    const marketing = teams.json.result.teams.find((t) => t.name === 'Marketing');
    assert.equal(marketing.links, 2, JSON.stringify(marketing));
    const listed = await api(server.base, 'GET', `/api/link/list?team=${marketing.id}`, undefined, cookie);
    const links = listed.json.result.links;
    assert.deepEqual(links.map((l) => l.slug).sort(), ['imported-one', 'imported-two']);
    for (const link of links) {
      assert.equal(link.team?.name, 'Marketing', JSON.stringify(link));
      assert.equal(link.account, EDITOR.username, JSON.stringify(link));
    }

    // On the editor's overview, switched to the team.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Marketing' });
    await linksSettled(page);
    await linkRow(page, 'imported-one').locator('.badge').filter({ hasText: 'Marketing' }).waitFor();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, { setup: withTeams });
