// Journey: link controls in the dashboard. Create and edit links with the Advanced section
// (tags, password, visit limit, expiry, a redirect rule), see them in the list (tags, badges, a
// lock), filter by tag and state, manage tags, and follow the links as visitors do: an expired
// one (410 page), a used-up one, a password one (wrong, then right password in the server's
// form) and a rule that sends a phone elsewhere. Destinations are a small local web server.
// Every journey starts from its own server: the links it needs beforehand are made through the
// API, with the same controls the first journey gives them in the form.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { api } from '../lib/server.mjs';
import { AGENTS, launchVisitor, screenshot } from '../lib/browser.mjs';
import { STEP_TIMEOUT, journey } from '../lib/harness.mjs';
import {
  OWNER, apiLogin, dialog, linkRow, linksSettled, noDialog, registerOwner, rowAction, tableSlugs, uiLogin, waitUntil,
} from '../lib/journey.mjs';

const LINK_PASSWORD = 'open-sesame-7';
const DAY = 86_400_000;

// The destinations: a local web server that holds no Linkhop data, shared by the journeys.
let target; // the destinations' origin
let landing;

before(async () => {
  landing = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Landed</title><h1>Landed on ${request.url}</h1>`);
  });
  await new Promise((r) => landing.listen(0, '127.0.0.1', r));
  target = `http://127.0.0.1:${landing.address().port}`;
});

after(async () => {
  if (!landing) return;
  landing.closeAllConnections();
  await new Promise((r) => landing.close(r));
});

// Visitors with a real browser's agent (headless Chromium's own counts as a bot, which never
// uses up a visit limit), on a desktop and on a phone.
const DESKTOP = { userAgent: AGENTS.desktop };
const PHONE = { userAgent: AGENTS.iphone, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } };

/** Runs `steps(visitor)` with a visitor's browser of its own, closed afterwards whatever happens. */
async function asVisitor(contextOptions, steps) {
  const visitor = await launchVisitor(contextOptions);
  try {
    // The same limits as the dashboard's browser, stretched on a slow machine.
    visitor.context.setDefaultTimeout(STEP_TIMEOUT);
    visitor.context.setDefaultNavigationTimeout(STEP_TIMEOUT);
    return await steps(visitor);
  } finally {
    await visitor.close();
  }
}

/**
 * The links of the first journey as the API takes them (set-up for the later journeys):
 * spring (tags, password, visit limit of five, title, notes), old (expired yesterday, tag news),
 * later (valid from next year), once (visit limit of one) and app (a rule for phones).
 */
const LINKS = {
  spring: () => ({
    slug: 'spring',
    destination: `${target}/spring-sale`,
    maxVisits: 5,
    password: LINK_PASSWORD,
    tags: ['news', 'sale'],
    title: 'Spring sale',
    notes: 'Shared in the April newsletter',
  }),
  old: () => ({ slug: 'old', destination: `${target}/old-offer`, expiresAt: new Date(Date.now() - DAY).toISOString(), tags: ['news'] }),
  later: () => ({ slug: 'later', destination: `${target}/later`, validFrom: new Date(Date.now() + 366 * DAY).toISOString() }),
  once: () => ({ slug: 'once', destination: `${target}/once`, maxVisits: 1 }),
  app: () => ({
    slug: 'app',
    destination: `${target}/desktop-page`,
    redirectRules: [{ destination: `${target}/phone-page`, conditions: [{ type: 'device', value: 'mobile' }] }],
  }),
};

/**
 * Set-up through the API: the owner, the named links of LINKS, and `usedUp` of them visited
 * once by a desktop browser's agent (which uses up a visit limit of one).
 */
async function seed(server, slugs = [], { usedUp = [] } = {}) {
  await registerOwner(server.base);
  if (slugs.length === 0) return;
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  for (const slug of slugs) {
    const answer = await api(server.base, 'POST', '/api/link', LINKS[slug](), cookie);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
  }
  for (const slug of usedUp) {
    const visit = await fetch(`${server.base}/${slug}`, { redirect: 'manual', headers: { 'User-Agent': AGENTS.desktop } });
    assert.equal(visit.status, 302, `the set-up visit of /${slug} redirects`);
    const found = await api(server.base, 'GET', `/api/link/list?search=${slug}`, undefined, cookie);
    const link = found.json.result.links.find((l) => l.slug === slug);
    assert.equal(link.state, 'expired', `/${slug} is used up`);
  }
}

const login = (server, page) => uiLogin(page, server.base, OWNER.username, OWNER.password);

/** Opens Create link, fills the destination and slug and opens the Advanced section. */
async function startCreate(page, destination, slug) {
  await page.getByRole('button', { name: 'Create link', exact: true }).click();
  const form = dialog(page, 'Create link');
  await form.getByLabel('Destination URL').fill(destination);
  await form.getByLabel('Custom slug').fill(slug);
  await form.getByRole('button', { name: 'Advanced' }).click();
  return form;
}

async function finishCreate(page, form) {
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const created = dialog(page, 'Link created');
  await created.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
}

/** A tag typed into the tag field (Enter adds it). */
async function addTag(scope, tag, label = 'Tags') {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(tag);
  await input.press('Enter');
}

/** Follows a short link in `visitor`'s browser and returns the answer and the page. */
async function follow(visitor, server, slug) {
  const visit = await visitor.context.newPage();
  const answer = await visit.goto(`${server.base}/${slug}`);
  return { answer, visit };
}

journey('create links with Advanced fields and see tags, badges and a lock in the list', async ({ server, page }) => {
  await login(server, page);
  // Tags, a password, a visit limit and a title.
  let form = await startCreate(page, `${target}/spring-sale`, 'spring');
  await form.getByLabel('Visit limit').fill('5');
  await form.getByLabel('Password', { exact: true }).fill(LINK_PASSWORD);
  await addTag(form, 'news');
  await addTag(form, 'sale');
  await form.getByLabel('Title').fill('Spring sale');
  await form.getByLabel('Notes').fill('Shared in the April newsletter');
  await screenshot(page, 'link-controls-create-advanced');
  await finishCreate(page, form);

  // Expired yesterday, with the server's 410 page.
  form = await startCreate(page, `${target}/old-offer`, 'old');
  const yesterday = new Date(Date.now() - DAY);
  const local = (d) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Expires at').fill(local(yesterday));
  await addTag(form, 'news');
  await finishCreate(page, form);

  // Not valid before next year.
  form = await startCreate(page, `${target}/later`, 'later');
  await form.getByLabel('Valid from').fill(local(new Date(Date.now() + 366 * DAY)));
  await finishCreate(page, form);

  // A plain link, given a visit limit of one afterwards in the Edit popup.
  form = await startCreate(page, `${target}/once`, 'once');
  await finishCreate(page, form);
  // The new row is in the list (rowAction also waits for the list to settle) before its menu opens.
  await linkRow(page, 'once').waitFor();
  await rowAction(page, 'once', 'Edit');
  const edit = dialog(page, 'Edit link');
  await edit.getByRole('button', { name: 'Advanced' }).click();
  await edit.getByLabel('Visit limit').fill('1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);

  const spring = linkRow(page, 'spring');
  await spring.getByRole('list', { name: 'Tags' }).getByRole('button', { name: 'news', exact: true }).waitFor();
  await spring.getByRole('button', { name: 'sale', exact: true }).waitFor();
  await spring.getByRole('img', { name: 'Password protected' }).waitFor();
  await spring.getByText('0/5 visits').waitFor();
  await spring.getByText('Spring sale').waitFor();
  await linkRow(page, 'old').getByText('Expired', { exact: true }).waitFor();
  await linkRow(page, 'later').getByText('Not yet valid', { exact: true }).waitFor();
  await linkRow(page, 'once').getByText('0/1 visits').waitFor();
  assert.equal(await linkRow(page, 'once').getByRole('img', { name: 'Password protected' }).count(), 0);
  await screenshot(page, 'link-controls-list');

  // The server has what the form said.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', '/api/link/list?search=spring', undefined, cookie);
  const stored = list.json.result.links.find((l) => l.slug === 'spring');
  assert.deepEqual(
    { tags: stored.tags, maxVisits: stored.maxVisits, hasPassword: stored.hasPassword, title: stored.title, notes: stored.notes },
    { tags: ['news', 'sale'], maxVisits: 5, hasPassword: true, title: 'Spring sale', notes: 'Shared in the April newsletter' },
  );
}, { setup: (server) => seed(server) });

journey('an expired link answers the 410 page', async ({ server }) => {
  await asVisitor(DESKTOP, async (desktop) => {
    const { answer, visit } = await follow(desktop, server, 'old');
    assert.equal(answer.status(), 410);
    await visit.getByRole('heading', { name: 'This link has expired' }).waitFor();
    assert.equal(new URL(visit.url()).pathname, '/old');
    await screenshot(visit, 'link-controls-expired');
    const later = await follow(desktop, server, 'later');
    assert.equal(later.answer.status(), 404);
    await later.visit.getByRole('heading', { name: 'This link is not active yet' }).waitFor();
  });
}, { setup: (server) => seed(server, ['old', 'later']) });

journey('a link with a visit limit of one works once, then is used up', async ({ server, page }) => {
  await login(server, page);
  await linkRow(page, 'once').getByText('0/1 visits').waitFor();
  await asVisitor(DESKTOP, async (desktop) => {
    const first = await follow(desktop, server, 'once');
    assert.equal(first.answer.status(), 200);
    assert.equal(first.visit.url(), `${target}/once`);
    await first.visit.getByRole('heading', { name: 'Landed on /once' }).waitFor();

    const second = await follow(desktop, server, 'once');
    assert.equal(second.answer.status(), 410);
    await second.visit.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await screenshot(second.visit, 'link-controls-used-up');
  });

  // The limit is taken in the database before the visitor is redirected, so one reload shows it.
  await page.reload();
  await linkRow(page, 'once').getByText('Used up', { exact: true }).waitFor();
}, { setup: (server) => seed(server, ['once']) });

journey('a password link asks for the password: wrong, then right', async ({ server, page }) => {
  await login(server, page);
  await linkRow(page, 'spring').getByText('0/5 visits').waitFor();
  await asVisitor(DESKTOP, async (desktop) => {
    const { answer, visit } = await follow(desktop, server, 'spring');
    assert.equal(answer.status(), 200);
    await visit.getByRole('heading', { name: 'This link is protected' }).waitFor();
    await visit.getByLabel('Password').fill('not-the-password');
    await visit.getByRole('button', { name: 'Continue' }).click();
    await visit.getByRole('alert').filter({ hasText: 'Wrong password, please try again.' }).waitFor();
    assert.equal(new URL(visit.url()).pathname, '/spring');
    await screenshot(visit, 'link-controls-wrong-password');

    await visit.getByLabel('Password').fill(LINK_PASSWORD);
    await visit.getByRole('button', { name: 'Continue' }).click();
    await visit.waitForURL(`${target}/spring-sale`);
    await visit.getByRole('heading', { name: 'Landed on /spring-sale' }).waitFor();
  });

  // The right password used one of the five visits.
  await page.reload();
  await linkRow(page, 'spring').getByText('1/5 visits').waitFor();
}, { setup: (server) => seed(server, ['spring']) });

journey('a redirect rule sends phones elsewhere', async ({ server, page }) => {
  await login(server, page);
  const form = await startCreate(page, `${target}/desktop-page`, 'app');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = form.getByRole('group', { name: 'Rule 1' });
  await rule.getByLabel('Send to').fill(`${target}/phone-page`);
  const condition = rule.getByRole('group', { name: 'Condition 1 of rule 1' });
  await condition.getByLabel('If').selectOption('device');
  await condition.getByLabel('Device').selectOption('mobile');
  await screenshot(page, 'link-controls-rule');
  await finishCreate(page, form);

  await asVisitor(DESKTOP, async (desktop) => {
    const onDesktop = await follow(desktop, server, 'app');
    await onDesktop.visit.getByRole('heading', { name: 'Landed on /desktop-page' }).waitFor();
  });
  await asVisitor(PHONE, async (phone) => {
    const onPhone = await follow(phone, server, 'app');
    await onPhone.visit.getByRole('heading', { name: 'Landed on /phone-page' }).waitFor();
    await screenshot(onPhone.visit, 'link-controls-rule-phone');
  });

  // The rule is there when the link is edited again (the new row is in the list first).
  await linkRow(page, 'app').waitFor();
  await rowAction(page, 'app', 'Edit');
  const edit = dialog(page, 'Edit link');
  assert.equal(await edit.getByRole('group', { name: 'Rule 1' }).getByLabel('Send to').inputValue(), `${target}/phone-page`);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
}, { setup: (server) => seed(server) });

journey('filter the list by tag and by state', async ({ server, page }) => {
  await login(server, page);
  const filters = page.getByRole('group', { name: 'Filters' });
  const slugs = async (expected) =>
    waitUntil(async () => (await tableSlugs(page)).sort().join() === [...expected].sort().join(), `the list shows ${expected}`);
  await slugs(['spring', 'old', 'later', 'once', 'app']);

  await addTag(filters, 'news');
  await slugs(['spring', 'old']);
  await addTag(filters, 'sale');
  await filters.getByLabel('Show links with').selectOption('all');
  await slugs(['spring']);
  await filters.getByLabel('Show links with').selectOption('any');
  await slugs(['spring', 'old']);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await slugs(['spring', 'old', 'later', 'once', 'app']);

  const state = filters.getByLabel('State');
  await state.selectOption('expired');
  await slugs(['old', 'once']);
  await state.selectOption('notYetValid');
  await slugs(['later']);
  await state.selectOption('passwordProtected');
  await slugs(['spring']);
  await state.selectOption('active');
  await slugs(['spring', 'app']);
  await screenshot(page, 'link-controls-filtered');
  await state.selectOption('');
  await slugs(['spring', 'old', 'later', 'once', 'app']);

  // A tag in a row filters by it (clicked once the list has stopped changing under the pointer).
  await linksSettled(page);
  await linkRow(page, 'spring').getByRole('button', { name: 'sale', exact: true }).click();
  await slugs(['spring']);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await slugs(['spring', 'old', 'later', 'once', 'app']);
}, { setup: (server) => seed(server, ['spring', 'old', 'later', 'once', 'app'], { usedUp: ['once'] }) });

journey('rename and delete tags in the tag manager', async ({ server, page }) => {
  await login(server, page);
  await linkRow(page, 'spring').getByRole('button', { name: 'sale', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const manager = dialog(page, 'Tags');
  await manager.getByText('2 links').waitFor(); // news
  await manager.getByRole('button', { name: 'Rename sale' }).click();
  await manager.getByLabel('New name for sale').fill('promo');
  await manager.getByRole('button', { name: 'Rename', exact: true }).click();
  await manager.getByText('promo', { exact: true }).waitFor();
  await manager.getByRole('button', { name: 'Delete news' }).click();
  await dialog(page, 'Delete the tag “news”?').getByRole('button', { name: 'Delete tag' }).click();
  await manager.getByRole('button', { name: 'Delete news' }).waitFor({ state: 'detached' });
  await screenshot(page, 'link-controls-tags');
  await manager.getByRole('button', { name: 'Done' }).click();
  await noDialog(page);
  const spring = linkRow(page, 'spring');
  await spring.getByRole('button', { name: 'promo', exact: true }).waitFor();
  await waitUntil(async () => (await spring.getByRole('button', { name: 'news', exact: true }).count()) === 0, 'news is gone from spring');
  assert.equal(await linkRow(page, 'old').getByRole('list', { name: 'Tags' }).count(), 0);
}, { setup: (server) => seed(server, ['spring', 'old', 'later', 'once', 'app']) });

journey('the password of a link is removed in the Edit popup', async ({ server, page }) => {
  await login(server, page);
  await rowAction(page, 'spring', 'Edit');
  const edit = dialog(page, 'Edit link');
  await edit.getByText('Visitors must type a password.').waitFor();
  await edit.getByRole('checkbox', { name: 'Remove the password' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await noDialog(page);
  await waitUntil(async () => (await linkRow(page, 'spring').getByRole('img', { name: 'Password protected' }).count()) === 0, 'the lock is gone');
  await asVisitor(DESKTOP, async (desktop) => {
    const { visit } = await follow(desktop, server, 'spring');
    await visit.getByRole('heading', { name: 'Landed on /spring-sale' }).waitFor();
  });
}, { setup: (server) => seed(server, ['spring']) });

journey('a control the form refuses is marked on its field, and nothing is created', async ({ server, page }) => {
  await login(server, page);
  await linkRow(page, 'spring').waitFor();
  const form = await startCreate(page, `${target}/x`, 'refused');
  await form.getByLabel('Title').fill('x'.repeat(501));
  await form.getByRole('button', { name: 'Advanced' }).click(); // folded again
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  // The section opens again to show the message on the field.
  const title = form.getByLabel('Title');
  await waitUntil(async () => (await title.getAttribute('aria-invalid')) === 'true', 'the title is marked invalid');
  await form.getByText('Use at most 500 characters on one line.').waitFor();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await noDialog(page);
  await linksSettled(page);
  assert.equal(await linkRow(page, 'refused').count(), 0);
  // Nor on the server.
  const cookie = await apiLogin(server.base, OWNER.username, OWNER.password);
  const list = await api(server.base, 'GET', '/api/link/list?search=refused', undefined, cookie);
  assert.equal(list.json.result.links.length, 0);
}, { setup: (server) => seed(server, ['spring']) });
