// The Teams page: the teams with the caller's role and counts; creating one; renaming and
// deleting (confirmed) where the role allows; the members panel — adding by username with a role,
// changing a role, removing, leaving — and its read-only form for a viewer; axe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKETING_ID, SUPPORT_ID, teamFixture, teamsFixture } from '@/lib/teams/teams.fixture';
import type { Team } from '@/lib/teams/types';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ALICE_ID, BOB_ID, memberFixture, membersFixture } from '../teams.fixture';
import { TeamsCard } from './teams-card';

type User = ReturnType<typeof userEvent.setup>;

const members = `/api/teams/${MARKETING_ID}/members`;

function teamsApi(extra: Record<string, MockHandler> = {}, teams: Team[] = teamsFixture()) {
  return mockApi({
    'GET /api/teams': ok({ teams }),
    [`GET ${members}`]: ok({ members: membersFixture() }),
    [`GET /api/teams/${SUPPORT_ID}/members`]: ok({
      members: [memberFixture({ id: BOB_ID, username: 'bob' }), memberFixture({ role: 'viewer' })],
    }),
    ...extra,
  });
}

const table = () => screen.findByRole('table', { name: 'Teams, by name' });
const rowOf = async (name: string) =>
  (await screen.findByRole('button', { name })).closest('tr') as HTMLElement;

async function openPanel(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('region', { name: `Members of ${name}` });
}

async function menuItem(user: User, team: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for team ${team}` }));
  return within(screen.getByRole('menu', { name: `Actions for team ${team}` })).getByRole(
    'menuitem',
    { name: item },
  );
}

describe('TeamsCard', () => {
  it('lists each team with the caller’s role and its member and link counts', async () => {
    teamsApi();
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Marketing', 'Manager', '3', '2', '⋯'],
      ['Support', 'Viewer', '2', '0', '⋯'],
    ]);
    await expectNoSeriousA11yViolations();
  });

  it('says when there is no team, and names the owner’s access to teams it is no member of', async () => {
    teamsApi({}, []);
    loginAs();
    const { unmount } = renderWithProviders(<TeamsCard />);
    expect(await screen.findByText(/No teams yet/)).toBeInTheDocument();
    unmount();
    teamsApi({}, [teamFixture({ role: null })]);
    renderWithProviders(<TeamsCard />);
    expect(within(await rowOf('Marketing')).getByText('Manages every team')).toBeInTheDocument();
  });

  it('creates a team, shows its members, and shows a taken name on the field', async () => {
    const user = userEvent.setup();
    let taken = false;
    const api = teamsApi({
      'POST /api/teams': ({ body }) =>
        taken
          ? fail(409, 'A team with this name already exists')
          : ok(teamFixture({ name: (body as { name: string }).name, members: 1, links: 0 })),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    await table();
    const create = screen.getByRole('form', { name: 'Create a team' });
    const button = within(create).getByRole('button', { name: 'Create team' });
    expect(button).toBeDisabled();
    await user.type(within(create).getByLabelText('Team name'), '  Marketing ');
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/api/teams')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/teams')[0]!.body).toEqual({ name: 'Marketing' });
    expect(await screen.findByText('Team “Marketing” created')).toBeInTheDocument();
    // The new team's members panel opens, and the list is asked for again.
    expect(await screen.findByRole('region', { name: 'Members of Marketing' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/teams').length).toBeGreaterThan(1);
    expect(within(create).getByLabelText('Team name')).toHaveValue('');

    taken = true;
    await user.type(within(create).getByLabelText('Team name'), 'Support');
    await user.click(within(create).getByRole('button', { name: 'Create team' }));
    expect(await within(create).findByText('A team with this name already exists')).toBeVisible();
    expect(within(create).getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a team it manages in a popup, and offers no rename or delete where it only views', async () => {
    const user = userEvent.setup();
    const api = teamsApi({
      [`PATCH /api/teams/${MARKETING_ID}`]: ({ body }) =>
        ok(teamFixture({ name: (body as { name: string }).name })),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    await table();
    await user.click(await menuItem(user, 'Marketing', 'Rename'));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Marketing' });
    await user.clear(within(dialog).getByLabelText('New name'));
    await user.type(within(dialog).getByLabelText('New name'), 'Growth');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/teams/${MARKETING_ID}`)[0]!.body).toEqual({
      name: 'Growth',
    });
    expect(await screen.findByText('Team renamed to “Growth”')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(await menuItem(user, 'Support', 'Rename')).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('deletes a team after confirming, warning first when it still has links', async () => {
    const user = userEvent.setup();
    const api = teamsApi({
      [`DELETE /api/teams/${MARKETING_ID}`]: fail(
        409,
        'The team still has links: move them to an account or another team first',
      ),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    await table();
    await user.click(await menuItem(user, 'Marketing', 'Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the team Marketing?' });
    expect(confirm).toHaveTextContent('It still has 2 links');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `/api/teams/${MARKETING_ID}`)).toHaveLength(0);

    await user.click(await menuItem(user, 'Marketing', 'Delete'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete team' }),
    );
    expect(
      await screen.findByText(
        'The team still has links: move them to an account or another team first',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/teams/${MARKETING_ID}`)).toHaveLength(1);
  });

  it('lists the members, adds one by username with a role, changes a role and removes a member', async () => {
    const user = userEvent.setup();
    const carol = memberFixture({ id: 'c', username: 'Carol', role: 'editor' });
    const api = teamsApi({
      [`PUT ${members}/carol`]: ok({ members: [...membersFixture(), carol] }),
      [`PUT ${members}/${BOB_ID}`]: ok({
        members: [memberFixture(), memberFixture({ id: BOB_ID, username: 'bob', role: 'editor' })],
      }),
      [`DELETE ${members}/${BOB_ID}`]: ok({ members: [memberFixture()] }),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    const panel = await openPanel(user, 'Marketing');
    const list = await within(panel).findByRole('table', {
      name: 'Members of Marketing, managers first',
    });
    const bob = within(list).getByText('bob').closest('tr')!;
    expect(within(list).getByText('alice').closest('tr')).toHaveTextContent('You');
    expect(within(bob).getByRole('combobox', { name: 'Role of bob' })).toHaveValue('viewer');

    const add = within(panel).getByRole('form', { name: 'Add a member' });
    await user.type(within(add).getByLabelText('Username'), 'carol');
    await user.selectOptions(within(add).getByLabelText('Role'), 'Editor');
    await user.click(within(add).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Carol added as: Editor')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${members}/carol`)[0]!.body).toEqual({ role: 'editor' });
    expect(await within(list).findByText('Carol')).toBeInTheDocument();

    await user.selectOptions(within(bob).getByRole('combobox', { name: 'Role of bob' }), 'Editor');
    expect(await screen.findByText('bob is now: Editor')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${members}/${BOB_ID}`)[0]!.body).toEqual({ role: 'editor' });

    await user.click(within(bob).getByRole('button', { name: 'Remove bob' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove bob from Marketing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('bob removed from Marketing')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('bob')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `${members}/${BOB_ID}`)).toHaveLength(1);
    await expectNoSeriousA11yViolations();
  });

  it('shows an unknown username on the field', async () => {
    const user = userEvent.setup();
    teamsApi({
      [`PUT ${members}/nobody`]: fail(404, 'An account with that id or username does not exist'),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    const add = within(await openPanel(user, 'Marketing')).getByRole('form', {
      name: 'Add a member',
    });
    await user.type(within(add).getByLabelText('Username'), 'nobody');
    await user.click(within(add).getByRole('button', { name: 'Add member' }));
    expect(
      await within(add).findByText('An account with that id or username does not exist'),
    ).toBeVisible();
  });

  it('shows a viewer the members without changing them, and lets it leave the team', async () => {
    const user = userEvent.setup();
    const left = teamFixture({ id: MARKETING_ID, role: 'manager' });
    let teams = teamsFixture();
    const api = teamsApi({
      'GET /api/teams': () => ok({ teams }),
      [`DELETE /api/teams/${SUPPORT_ID}/members/${ALICE_ID}`]: () => {
        teams = [left];
        return ok({ members: [memberFixture({ id: BOB_ID, username: 'bob' })] });
      },
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TeamsCard />);
    const panel = await openPanel(user, 'Support');
    const list = await within(panel).findByRole('table');
    expect(within(panel).queryByRole('form', { name: 'Add a member' })).not.toBeInTheDocument();
    expect(within(panel).getByText(/Only the team’s managers/)).toBeInTheDocument();
    expect(within(list).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(list).getByText('bob').closest('tr')).toHaveTextContent('Manager');

    await user.click(within(list).getByRole('button', { name: 'Leave team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the team Support?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave team' }));
    expect(await screen.findByText('You left “Support”')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/teams/${SUPPORT_ID}/members/${ALICE_ID}`)).toHaveLength(1);
    // The team is gone from the list, and its panel with it.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Support' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Members of Support' })).not.toBeInTheDocument();
  });
});
