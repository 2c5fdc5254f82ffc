// The app links section of the domain popups: the owner's only, folded until opened, checked
// before sending, sent only when changed, and the server's refusals put on their field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import type { Domain } from '@/lib/domains/types';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { DomainsTable } from './domains-table';

const APPLE = 'apple-app-site-association (iOS)';
const ANDROID = 'assetlinks.json (Android)';
const ASSOCIATION = { applinks: { details: [{ appIDs: ['ABCDE.com.example.app'] }] } };
const STATEMENTS = [{ relation: ['delegate_permission/common.handle_all_urls'] }];

const main = defaultDomainFixture();
const go = domainFixture();
const app = domainFixture({
  id: '00000000-0000-4000-8000-0000000000a1',
  host: 'app.example',
  displayHost: 'app.example',
  assetLinks: STATEMENTS,
});

function domainsApi(extra: Record<string, MockHandler> = {}, domains: Domain[] = [main, go, app]) {
  return mockApi({ 'GET /api/domains': ok({ domains }), ...extra });
}

type User = ReturnType<typeof userEvent.setup>;

async function openEdit(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = screen.getByRole('menu', { name: `Actions for ${name}` });
  await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add domain' }));
  return screen.findByRole('dialog', { name: 'Add domain' });
}

/** Replaces a field's text; `{` and `[` are typed as themselves. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text)
    await user.type(
      field,
      text.replace(/[{[]/g, (c) => c + c),
    );
}

const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

describe('App links section', () => {
  it('is folded for the owner, and names where each file is served once opened', async () => {
    const user = userEvent.setup();
    domainsApi();
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openEdit(user, 'app.example');
    const toggle = within(dialog).getByRole('button', { name: 'App links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByLabelText(APPLE)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const apple = within(dialog).getByLabelText(APPLE);
    const android = within(dialog).getByLabelText(ANDROID);
    expect(apple).toHaveValue('');
    expect(android).toHaveValue(JSON.stringify(STATEMENTS, null, 2));
    expect(described(apple)).toEqual([
      'iOS universal links: a JSON object, served at https://app.example/.well-known/apple-app-site-association. Empty: not served.',
    ]);
    expect(described(android)[0]).toContain('https://app.example/.well-known/assetlinks.json');
    await expectNoSeriousA11yViolations();
  });

  it('checks the JSON next to each field, and sends nothing until it is right', async () => {
    const user = userEvent.setup();
    const api = domainsApi({ 'POST /api/domains': ok(domainFixture({ id: 'new' })) });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Host'), 'new.example');
    await user.click(within(dialog).getByRole('button', { name: 'App links' }));
    const apple = within(dialog).getByLabelText(APPLE);
    const android = within(dialog).getByLabelText(ANDROID);
    expect(described(android)[0]).toContain('https://new.example/.well-known/assetlinks.json');
    await fill(user, apple, '{"applinks":');
    await fill(user, android, '{}');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(apple).toHaveAttribute('aria-invalid', 'true'));
    expect(described(apple)).toContain('This is not valid JSON.');
    expect(described(android)).toContain('Enter a JSON array: [ … ]');
    await waitFor(() => expect(apple).toHaveFocus());

    await fill(user, apple, '[]');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(await within(dialog).findByText('Enter a JSON object: { … }')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/domains')).toHaveLength(0);

    await fill(user, apple, JSON.stringify(ASSOCIATION));
    await fill(user, android, '');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/domains')[0]?.body).toEqual({
      host: 'new.example',
      standardMayCreate: true,
      appleAppSiteAssociation: ASSOCIATION,
    });
  });

  it('sends neither file when they were not changed, and an emptied one as null', async () => {
    const user = userEvent.setup();
    const api = domainsApi({ [`PATCH /api/domains/${app.id}`]: ok(app) });
    loginAs();
    renderWithProviders(<DomainsTable />);
    let dialog = await openEdit(user, 'app.example');
    await user.click(within(dialog).getByRole('button', { name: 'App links' }));
    await user.type(within(dialog).getByLabelText('Root redirect'), 'https://example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/domains/${app.id}`)[0]?.body).toEqual({
      rootRedirect: 'https://example.com/',
    });

    dialog = await openEdit(user, 'app.example');
    await user.click(within(dialog).getByRole('button', { name: 'App links' }));
    await user.clear(within(dialog).getByLabelText(ANDROID));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/domains/${app.id}`)[1]?.body).toEqual({ assetLinks: null });
  });

  it('puts the server’s refusal on its file, opening the section', async () => {
    const user = userEvent.setup();
    const refusal = 'Invalid assetLinks: use a JSON array of at most 65536 bytes';
    domainsApi({ [`PATCH /api/domains/${app.id}`]: fail(422, refusal) });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openEdit(user, 'app.example');
    const toggle = within(dialog).getByRole('button', { name: 'App links' });
    await user.click(toggle);
    await fill(user, within(dialog).getByLabelText(ANDROID), '[1]');
    await user.click(toggle);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const android = within(dialog).getByLabelText(ANDROID);
    await waitFor(() => expect(android).toHaveAttribute('aria-invalid', 'true'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(described(android)).toContain(refusal);
    await waitFor(() => expect(android).toHaveFocus());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to admins, who are told when the owner set files', async () => {
    const user = userEvent.setup();
    const api = domainsApi({ [`PATCH /api/domains/${app.id}`]: ok(app) });
    loginAs(testAccount({ role: 'admin' }));
    renderWithProviders(<DomainsTable />);
    let dialog = await openEdit(user, 'go.example');
    expect(within(dialog).queryByRole('button', { name: 'App links' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/set by the owner/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openEdit(user, 'app.example');
    expect(within(dialog).queryByLabelText(ANDROID)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('App links of this domain are set by the owner.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Expired redirect'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/domains/${app.id}`)[0]?.body).toEqual({
      expiredRedirect: 'https://example.com/x',
    });

    dialog = await openAdd(user);
    expect(within(dialog).queryByRole('button', { name: 'App links' })).not.toBeInTheDocument();
  });

  it('marks the domains that serve app links in the table', async () => {
    domainsApi();
    loginAs(testAccount({ role: 'admin' }));
    renderWithProviders(<DomainsTable />);
    const row = (await screen.findByText('app.example')).closest('tr')!;
    expect(within(row).getByText('App links')).toBeInTheDocument();
    const other = screen.getByText('go.example').closest('tr')!;
    expect(within(other).queryByText('App links')).not.toBeInTheDocument();
  });
});
