import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import type { Domain } from '@/lib/domains/types';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { DomainsTable } from './domains-table';

const main = defaultDomainFixture();
const go = domainFixture({
  host: 'xn--g-1ga.example',
  displayHost: 'gö.example',
  notFoundRedirect: 'https://example.com/missing',
});
const empty = domainFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  host: 'empty.example',
  displayHost: 'empty.example',
  links: 0,
  standardMayCreate: true,
});

function domainsApi(
  extra: Record<string, MockHandler> = {},
  domains: Domain[] = [main, go, empty],
) {
  return mockApi({ 'GET /api/domains': ok({ domains }), ...extra });
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

describe('DomainsTable', () => {
  it('tells standard accounts they cannot manage domains, without calling the list', () => {
    const api = domainsApi();
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<DomainsTable />);
    expect(screen.getByText('Only the owner and admins can manage domains.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the domains with their links and fallbacks', async () => {
    domainsApi();
    loginAs();
    renderWithProviders(<DomainsTable />);
    const row = (await screen.findByText('gö.example')).closest('tr')!;
    expect(within(row).getByText('xn--g-1ga.example')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'https://example.com/missing' })).toHaveAttribute(
      'href',
      'https://example.com/missing',
    );
    expect(within(row).getByText('Owner and admins only')).toBeInTheDocument();
    const first = screen.getByText('s.example').closest('tr')!;
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(row).queryByText('Default')).not.toBeInTheDocument();
    expect(within(first).getByText('Server default')).toBeInTheDocument();
    expect(within(first).getByText('May create links')).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('names a default domain without a host "Default domain", without a badge', async () => {
    domainsApi({}, [defaultDomainFixture({ host: null, displayHost: null }), go]);
    loginAs();
    renderWithProviders(<DomainsTable />);
    const first = (await screen.findByText('Default domain')).closest('tr')!;
    expect(within(first).queryByText('Default', { exact: true })).not.toBeInTheDocument();
  });

  it('cannot remove the default domain', async () => {
    const user = userEvent.setup();
    domainsApi();
    loginAs(testAccount({ role: 'admin' }));
    renderWithProviders(<DomainsTable />);
    const menu = await openMenu(user, 's.example');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('adds a domain, and puts a taken host on the host field', async () => {
    const user = userEvent.setup();
    let taken = true;
    const api = domainsApi({
      'POST /api/domains': () =>
        taken
          ? fail(409, 'A domain with this host already exists')
          : ok(domainFixture({ id: 'new', host: 'new.example', displayHost: 'new.example' })),
    });
    loginAs();
    renderWithProviders(<DomainsTable />);
    await user.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add domain' });

    await user.type(within(dialog).getByLabelText('Host'), 'https://new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(
      await within(dialog).findByText(
        'Enter a host name such as go.example.com, without http:// or a path.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/domains')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Host'));
    await user.type(within(dialog).getByLabelText('Host'), 'go.example');
    await user.type(within(dialog).getByLabelText('Root redirect'), 'https://example.com/');
    // Open to standard accounts unless told otherwise, as on the server.
    const open = within(dialog).getByRole('checkbox', {
      name: 'Standard accounts may create links here',
    });
    expect(open).toBeChecked();
    await user.click(open);
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(
      await within(dialog).findByText('A domain with this host already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Host')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/domains')[0]?.body).toEqual({
      host: 'go.example',
      rootRedirect: 'https://example.com/',
      standardMayCreate: false,
    });

    taken = false;
    await user.clear(within(dialog).getByLabelText('Host'));
    await user.type(within(dialog).getByLabelText('Host'), 'new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Domain new.example added')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/domains')).toHaveLength(2));
  });

  it('edits the fallbacks, sending only what changed', async () => {
    const user = userEvent.setup();
    const api = domainsApi({
      [`PATCH /api/domains/${go.id}`]: ok({ ...go, notFoundRedirect: null }),
    });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const menu = await openMenu(user, 'gö.example');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit gö.example' });
    expect(within(dialog).queryByLabelText('Host')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Not-found redirect'));
    await user.type(within(dialog).getByLabelText('Expired redirect'), 'https://example.com/gone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/domains/${go.id}`)[0]?.body).toEqual({
      notFoundRedirect: null,
      expiredRedirect: 'https://example.com/gone',
    });
  });

  it('offers no standard-account switch on the default domain', async () => {
    const user = userEvent.setup();
    domainsApi();
    loginAs();
    renderWithProviders(<DomainsTable />);
    const menu = await openMenu(user, 's.example');
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit s.example' });
    expect(within(dialog).getByLabelText('Root redirect')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('opens the orphan visits of a domain', async () => {
    const user = userEvent.setup();
    domainsApi();
    loginAs();
    const { router } = renderWithProviders(<DomainsTable />);
    const menu = await openMenu(user, 'gö.example');
    await user.click(within(menu).getByRole('menuitem', { name: 'Orphan visits' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dash/domains/${go.id}/visits`),
    );
  });
});

describe('RemoveDomain popup', () => {
  async function openRemove(user: ReturnType<typeof userEvent.setup>, name: string) {
    const menu = await openMenu(user, name);
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove' }));
    return screen.findByRole('dialog', { name: `Remove ${name}` });
  }

  it('moves the links to the chosen domain, and shows a refusal from the server', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = domainsApi({
      [`DELETE /api/domains/${go.id}`]: () =>
        refuse ? fail(409, 'The slug abc is already taken on empty.example') : ok(),
    });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openRemove(user, 'gö.example');
    const choices = within(dialog).getByRole('group', { name: 'Its 2 links' });
    expect(within(choices).getByRole('radio', { name: /Move them/ })).toBeChecked();
    const target = within(dialog).getByLabelText('Move them to');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['s.example (default)', 'empty.example']);
    expect(target).toHaveValue('default');
    await user.selectOptions(target, empty.id);
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The slug abc is already taken on empty.example',
    );
    const call = api.callsTo('DELETE', `/api/domains/${go.id}`)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ links: 'move', to: empty.id });

    refuse = false;
    await user.selectOptions(target, 'default');
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const last = api.callsTo('DELETE', `/api/domains/${go.id}`).at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ links: 'move', to: 'default' });
    expect(await screen.findByText('Domain gö.example removed')).toBeInTheDocument();
  });

  it('deletes the links when told to', async () => {
    const user = userEvent.setup();
    const api = domainsApi({ [`DELETE /api/domains/${go.id}`]: ok() });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openRemove(user, 'gö.example');
    await user.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    expect(within(dialog).queryByLabelText('Move them to')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/domains/${go.id}`)).toHaveLength(1));
    const call = api.callsTo('DELETE', `/api/domains/${go.id}`)[0]!;
    expect(Object.fromEntries(call.query)).toEqual({ links: 'delete' });
  });

  it('asks for the choice when the refusal does not say how many links came', async () => {
    const user = userEvent.setup();
    domainsApi({
      [`DELETE /api/domains/${empty.id}`]: fail(
        409,
        'The domain still has links: remove it with links=move or links=delete',
      ),
    });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openRemove(user, 'empty.example');
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await within(dialog).findByRole('group', { name: 'Its links' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The domain still has links');
  });

  it('removes a domain without links at once, and asks again when links came meanwhile', async () => {
    const user = userEvent.setup();
    const api = domainsApi({
      [`DELETE /api/domains/${empty.id}`]: ({ query }) =>
        query.get('links') === 'delete'
          ? ok()
          : fail(409, 'This domain still has links', { links: 1 }),
    });
    loginAs();
    renderWithProviders(<DomainsTable />);
    const dialog = await openRemove(user, 'empty.example');
    expect(within(dialog).getByText('No links are on this domain.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This domain still has links',
    );
    expect([...api.callsTo('DELETE', `/api/domains/${empty.id}`)[0]!.query]).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Delete them/ }));
    expect(within(dialog).getByRole('group', { name: 'Its 1 link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
