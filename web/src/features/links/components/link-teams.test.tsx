// Links and teams: the list's team switcher (the `team` list parameter), the team badge of a
// row, "Move to team…" (into a team, or out of it to the caller's own links), a viewer's rows
// without edit, move or delete, and the create form's Team select.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKETING_ID, SUPPORT_ID, teamsFixture } from '@/lib/teams/teams.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';
import { LinksTable } from './links-table';

type User = ReturnType<typeof userEvent.setup>;

const marketing = { id: MARKETING_ID, name: 'Marketing' };
const support = { id: SUPPORT_ID, name: 'Support' };
const own = linkFixture({ id: 'l-own', slug: 'own' });
const shared = linkFixture({ id: 'l-shared', slug: 'shared', team: marketing });
const viewed = linkFixture({ id: 'l-viewed', slug: 'viewed', team: support });
const ALL = [own, shared, viewed];

/** The list, narrowed by `team` as the server does. */
function listAnswer(links: Link[]) {
  return ({ query }: MockCall) => {
    const team = query.get('team');
    const found = team ? links.filter((link) => link.team?.id === team) : links;
    return ok({ total: found.length, remaining: 0, links: found });
  };
}

function linksApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/link/list': listAnswer(ALL),
    'GET /api/teams': ok({ teams: teamsFixture() }),
    ...extra,
  });
}

function render() {
  loginAs(testAccount({ role: 'standard' }));
  renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
}

const lastList = (api: { callsTo: (m: string, p: string) => MockCall[] }) =>
  api.callsTo('GET', '/api/link/list').at(-1)!.query;

async function menuOf(user: User, slug: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${slug}` }));
  const menu = screen.getByRole('menu', { name: `Actions for ${slug}` });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('links and teams', () => {
  it('switches the list to one team’s links and back to all of them', async () => {
    const user = userEvent.setup();
    const api = linksApi();
    render();
    await screen.findByRole('link', { name: '/own' });
    const switcher = await screen.findByRole('combobox', { name: 'Team' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All links', 'Marketing', 'Support']);
    expect(lastList(api).has('team')).toBe(false);

    await user.selectOptions(switcher, 'Marketing');
    await waitFor(() => expect(lastList(api).get('team')).toBe(MARKETING_ID));
    expect(lastList(api).get('page')).toBe('0');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '/own' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: '/shared' })).toBeInTheDocument();

    await user.selectOptions(switcher, 'All links');
    await waitFor(() => expect(lastList(api).has('team')).toBe(false));
    expect(await screen.findByRole('link', { name: '/own' })).toBeInTheDocument();
  });

  it('shows no switcher to an account in no team, and says when a team has no links', async () => {
    const user = userEvent.setup();
    linksApi({ 'GET /api/teams': ok({ teams: [] }) });
    render();
    await screen.findByRole('link', { name: '/own' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();

    linksApi({ 'GET /api/link/list': listAnswer([own]) });
    render();
    await user.selectOptions(
      (await screen.findAllByRole('combobox', { name: 'Team' })).at(-1)!,
      'Support',
    );
    expect(await screen.findByText('This team has no links yet.')).toBeInTheDocument();
  });

  it('marks a team’s link with the team’s name', async () => {
    linksApi();
    render();
    const row = (await screen.findByRole('link', { name: '/shared' })).closest('tr')!;
    expect(within(row).getByText('Marketing')).toHaveTextContent('Marketing');
    expect(within(row).getByText('Marketing').closest('.badge')).toHaveTextContent(
      'Team: Marketing',
    );
    const mine = screen.getByRole('link', { name: '/own' }).closest('tr')!;
    expect(within(mine).queryByText(/^Team:/)).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('gives a viewer of a team no edit, move or delete of its links', async () => {
    const user = userEvent.setup();
    linksApi();
    render();
    expect(await menuOf(user, 'viewed')).toEqual([
      'Open',
      'Copy short URL',
      'Statistics',
      'History',
      'QR code',
    ]);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'shared')).toEqual([
      'Open',
      'Copy short URL',
      'Statistics',
      'History',
      'QR code',
      'Edit',
      'Move to team…',
      'Delete',
    ]);
  });

  it('moves a link out of its team, or into one the account edits, and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = linksApi({
      'POST /api/link/l-shared/move': ok({ ...shared, team: null }),
      'POST /api/link/l-own/move': fail(403, 'You do not have the permissions to edit this link'),
    });
    render();
    await menuOf(user, 'shared');
    await user.click(screen.getByRole('menuitem', { name: 'Move to team…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move /shared' });
    expect(dialog).toHaveTextContent('Now in: Marketing');
    // Not where it is now, nor a team the account only views.
    const target = within(dialog).getByRole('combobox', { name: 'Move to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My links']);
    const before = api.callsTo('GET', '/api/link/list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/link/l-shared/move')[0]!.body).toEqual({ team: null });
    expect(await screen.findByText('/shared moved to My links')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/link/list').length).toBeGreaterThan(before),
    );

    await menuOf(user, 'own');
    await user.click(screen.getByRole('menuitem', { name: 'Move to team…' }));
    dialog = await screen.findByRole('dialog', { name: 'Move /own' });
    expect(within(dialog).getByRole('combobox', { name: 'Move to' })).toHaveValue(MARKETING_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('You do not have the permissions to edit this link'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/link/l-own/move')[0]!.body).toEqual({ team: MARKETING_ID });
    await expectNoSeriousA11yViolations();
  });

  it('creates a link in a team the account edits, chosen from the list shown', async () => {
    const user = userEvent.setup();
    const api = linksApi({ 'POST /api/link': ok(shared) });
    render();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Team' }), 'Marketing');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    const team = within(dialog).getByLabelText('Team');
    // Where the account may create links: not Support, which it only views.
    expect(
      within(team)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: my own link', 'Marketing']);
    expect(team).toHaveValue(MARKETING_ID);
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/t');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]!.body).toEqual({
      destination: 'https://example.com/t',
      team: MARKETING_ID,
    });
  });

  it('creates an own link when no team is chosen', async () => {
    const user = userEvent.setup();
    const api = linksApi({ 'POST /api/link': ok(own) });
    render();
    await screen.findByRole('combobox', { name: 'Team' });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    expect(within(dialog).getByLabelText('Team')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/o');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]!.body).toEqual({
      destination: 'https://example.com/o',
    });
  });
});
