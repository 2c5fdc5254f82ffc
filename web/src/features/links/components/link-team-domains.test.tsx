// Links of a team limited to some domains (docs/teams.md#domains): the create form offers only
// the team's domains once the team is chosen, moving the domain onto one of them, and a member
// who is a standard account gets a domain closed to standard accounts for the team's links only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { MARKETING_ID, teamFixture } from '@/lib/teams/teams.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import { LinksTable } from './links-table';

const main = defaultDomainFixture();
const open = domainFixture({
  id: 'd-open',
  host: 'open.example',
  displayHost: 'open.example',
  standardMayCreate: true,
});
// Closed to standard accounts, listed to this one because its team is limited to it.
const brand = domainFixture({
  id: 'd-brand',
  host: 'xn--brnd-gra.example',
  displayHost: 'bränd.example',
});
const limited = teamFixture({
  role: 'editor',
  domains: [{ id: 'd-brand', host: 'bränd.example' }],
});
const free = teamFixture({ id: 'team-free', name: 'Free', role: 'editor' });

function render(extra: Record<string, MockHandler> = {}) {
  loginAs(testAccount({ role: 'standard' }));
  const api = mockApi({
    'GET /api/domains': ok({ domains: [main, open, brand] }),
    'GET /api/teams': ok({ teams: [free, limited] }),
    'GET /api/link/list': ok({ total: 0, remaining: 0, links: [] }),
    'GET /api/link/tags': ok({ tags: [] }),
    ...extra,
  });
  renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
  return api;
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create link' }));
  return screen.findByRole('dialog', { name: 'Create link' });
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('links of a team limited to some domains', () => {
  it('offers the team’s domains only and puts the link on one of them', async () => {
    const user = userEvent.setup();
    const api = render({
      'POST /api/link': ok(linkFixture({ slug: 'brand1', domain: 'xn--brnd-gra.example' })),
    });
    const dialog = await openCreate(user);
    const domain = await within(dialog).findByRole('combobox', { name: 'Domain' });
    // The account's own link: the default and open domains, not the team's closed one.
    expect(optionNames(domain)).toEqual(['s.example (default)', 'open.example']);
    await user.selectOptions(domain, 'open.example');

    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Team' }),
      'Marketing',
    );
    await waitFor(() => expect(optionNames(domain)).toEqual(['bränd.example']));
    expect(domain).toHaveValue('xn--brnd-gra.example');
    expect(domain).toHaveAccessibleDescription(
      'The team Marketing puts its links on these domains only.',
    );
    await expectNoSeriousA11yViolations();

    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'Link created' });
    expect(api.callsTo('POST', '/api/link')[0]!.body).toEqual({
      domain: 'xn--brnd-gra.example',
      destination: 'https://example.com/b',
      team: MARKETING_ID,
    });
  });

  it('goes back to the usual domains for a team that is not limited', async () => {
    const user = userEvent.setup();
    const api = render({ 'POST /api/link': ok(linkFixture({ slug: 'free1' })) });
    const dialog = await openCreate(user);
    const team = await within(dialog).findByRole('combobox', { name: 'Team' });
    await user.selectOptions(team, 'Marketing');
    const domain = within(dialog).getByRole('combobox', { name: 'Domain' });
    await waitFor(() => expect(domain).toHaveValue('xn--brnd-gra.example'));
    await user.selectOptions(team, 'Free');
    await waitFor(() =>
      expect(optionNames(domain)).toEqual(['s.example (default)', 'open.example']),
    );
    // The team's closed domain is no choice here: the link goes on the first one.
    await waitFor(() => expect(domain).toHaveValue(''));
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/f');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]!.body).toEqual({
      destination: 'https://example.com/f',
      team: 'team-free',
    });
  });

  it('says when the team may put links on no domain, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'standard' }));
    mockApi({
      'GET /api/domains': ok({ domains: [main] }),
      'GET /api/teams': ok({ teams: [teamFixture({ role: 'editor', domains: [] })] }),
      'GET /api/link/list': ok({ total: 0, remaining: 0, links: [] }),
      'GET /api/link/tags': ok({ tags: [] }),
      'POST /api/link': fail(403, 'You may not create links on this domain'),
    });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
    const dialog = await openCreate(user);
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Team' }),
      'Marketing',
    );
    expect(
      await within(dialog).findByText(
        'The team Marketing may put links on no domain now: an admin chooses its domains.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/n');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('You may not create links on this domain'),
    ).toBeInTheDocument();
  });
});
