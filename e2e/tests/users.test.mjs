// Journey 8: the owner creates a user on the Users page; the new user logs in in a fresh browser.
import assert from 'node:assert/strict';
import { launchBrowser, screenshot } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { OWNER, dialog, noDialog, registerOwner, uiLogin } from '../lib/journey.mjs';

journey('create a user and log in as them', async ({ server, page }) => {
  await uiLogin(page, server.base, OWNER.username, OWNER.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await page.getByRole('row').filter({ hasText: OWNER.username }).getByText('You').waitFor();

  await page.getByRole('button', { name: 'Create user' }).click();
  const form = dialog(page, 'Create user');
  await form.getByLabel('Username').fill('colleague');
  await form.getByLabel('E-mail').fill('colleague@example.com');
  await form.getByLabel('Password').fill('Colleague-Pass-7');
  await form.getByLabel('Role').selectOption('standard');
  await form.getByRole('button', { name: 'Create user' }).click();

  const verify = dialog(page, "Confirm it's you");
  await verify.getByLabel('Your password').fill('wrong-password');
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await verify.getByRole('alert').filter({ hasText: 'Invalid Password' }).waitFor();
  await verify.getByLabel('Your password').fill(OWNER.password);
  await verify.getByRole('button', { name: 'Confirm' }).click();
  await noDialog(page);
  const row = page.getByRole('row').filter({ hasText: 'colleague@example.com' });
  await row.getByText('colleague', { exact: true }).waitFor();
  await row.getByText('Standard').waitFor();
  await screenshot(page, 'users-created');

  const fresh = await launchBrowser();
  try {
    const other = await fresh.context.newPage();
    await uiLogin(other, server.base, 'colleague', 'Colleague-Pass-7');
    await other.getByText('Logged in as').filter({ hasText: 'colleague' }).waitFor();
    // A standard account has no Users page in its navigation.
    const nav = other.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Users' }).count(), 0);
    await screenshot(other, 'users-colleague-overview');
  } finally {
    await fresh.close();
  }
}, { setup: (server) => registerOwner(server.base) });
