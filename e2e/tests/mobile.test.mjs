// Journey 14: on a phone-sized viewport (375×740) the overview is usable and a link can be created.
import assert from 'node:assert/strict';
import { screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, dialog, inView, linkRow, linksSettled, noDialog, openSettings, registerOwner, uiLogin } from '../lib/journey.mjs';

const horizontalOverflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

journey('phone: log in, use the overview, create a link', async ({ server, page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  await page.getByText('No links yet.').waitFor();
  assert.equal(await horizontalOverflow(page), 0, 'the overview fits the screen width');

  const create = page.getByRole('button', { name: 'Create link', exact: true });
  await create.scrollIntoViewIfNeeded();
  assert.ok(await create.isVisible());
  await create.click();
  const form = dialog(page, 'Create link');
  const box = await form.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, `the popup fits the screen: ${JSON.stringify(box)}`);
  await form.getByLabel('Destination URL').fill('https://example.com/on-the-go');
  await form.getByLabel('Custom slug').fill('phone');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  assert.equal(await created.getByLabel('Short URL').inputValue(), `${server.base}/phone`);
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);

  const row = linkRow(page, 'phone');
  await row.getByText('https://example.com/on-the-go').waitFor();
  // The list has settled after the create: the table measured and clicked is the final one.
  await linksSettled(page);
  assert.equal(await horizontalOverflow(page), 0, 'the table fits the screen width');
  const actions = page.getByRole('button', { name: 'Actions for phone' });
  await actions.scrollIntoViewIfNeeded();
  assert.ok(await actions.isVisible());
  await screenshot(page, 'mobile-overview');

  // The row menu fits the screen and its Edit popup works. The button is in view and the scroll
  // that brought it there has been reported before the click, so no late scroll closes the menu.
  await linksSettled(page);
  await inView(page, actions);
  await actions.click();
  const menu = page.getByRole('menu', { name: 'Actions for phone' });
  await menu.waitFor();
  const menuBox = await menu.boundingBox();
  assert.ok(menuBox.x >= 0 && menuBox.x + menuBox.width <= 375, `the menu fits the screen: ${JSON.stringify(menuBox)}`);
  await menu.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit link');
  await edit.getByLabel('Destination URL').fill('https://example.com/edited-on-phone');
  await edit.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await row.getByText('https://example.com/edited-on-phone').waitFor();

  // The navigation reaches Settings, and its sections through the select a phone shows.
  await openSettings(page, 'Security');
  await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link').first().isVisible(), false, 'no sidebar on a phone');
  assert.equal(await horizontalOverflow(page), 0, 'settings fit the screen width');
  await screenshot(page, 'mobile-settings');
}, { setup: (server) => registerOwner(server.base) });
