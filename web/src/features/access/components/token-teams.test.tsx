// Team tokens (docs/teams.md#team-tokens): the token form's Team choice sends the team's id, and
// the list names each token's team, nothing for the account's own tokens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MARKETING_ID, SUPPORT_ID, teamsFixture } from '@/lib/teams/teams.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import type { ApiToken } from '../types';
import { TokensCard } from './tokens-card';

const TIME = Date.UTC(2026, 10, 20, 10, 0);

const token = (changes: Partial<ApiToken>): ApiToken => ({
  id: 't1',
  name: 'deploy',
  scopes: ['links:read'],
  createdAt: TIME,
  expiresAt: null,
  lastUsedAt: null,
  expired: false,
  team: null,
  ...changes,
});

function render(handlers: Record<string, MockHandler>) {
  loginAs(testAccount({ role: 'standard' }));
  const api = mockApi(handlers);
  renderWithProviders(<TokensCard />);
  return api;
}

/** Confirms with the password in the Verify popup (another feature's, loaded lazily). */
async function confirm(user: ReturnType<typeof userEvent.setup>) {
  const password = await waitFor(() => {
    const input = document.querySelector<HTMLInputElement>(
      '[role="dialog"] input[type="password"]',
    );
    expect(input).not.toBeNull();
    return input!;
  });
  await user.type(password, 'Current-pass1');
  await user.click(document.querySelector<HTMLElement>('[role="dialog"] button[type="submit"]')!);
}

describe('team tokens', () => {
  it('offers the account’s teams and sends the chosen one', async () => {
    const user = userEvent.setup();
    const api = render({
      'GET /api/auth/tokens': ok([]),
      'GET /api/teams': ok({ teams: teamsFixture() }),
      'POST /api/auth/tokens': ok({ ...token({ name: 'ci', team: SUPPORT_ID }), token: 'lhp_x' }),
    });
    const field = await screen.findByRole('combobox', { name: 'Team' });
    expect(field).toHaveAccessibleDescription(
      'A team token reaches only the team’s links, and changes them only as far as your role in the team allows.',
    );
    // A viewer's team is offered too: its token reads the team's links.
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: my own links', 'Marketing', 'Support']);
    expect(field).toHaveValue('');
    await expectNoSeriousA11yViolations(document.body);

    await user.type(screen.getByLabelText('Token name'), 'ci');
    await user.selectOptions(field, 'Support');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await confirm(user);
    await screen.findByRole('status', { name: 'New token' });
    const body = api.callsTo('POST', '/api/auth/tokens')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'ci', scopes: ['links:read'], team: SUPPORT_ID });
  });

  it('sends no team for the account’s own token, and offers none without teams', async () => {
    const user = userEvent.setup();
    const api = render({
      'GET /api/auth/tokens': ok([]),
      'GET /api/teams': ok({ teams: [] }),
      'POST /api/auth/tokens': ok({ ...token({ name: 'mine' }), token: 'lhp_y' }),
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/teams')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'mine');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await confirm(user);
    await screen.findByRole('status', { name: 'New token' });
    const body = api.callsTo('POST', '/api/auth/tokens')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('team');
  });

  it('names each token’s team in the list, nothing for the account’s own', async () => {
    render({
      'GET /api/auth/tokens': ok([
        token({ id: 't1', name: 'own' }),
        token({ id: 't2', name: 'shared', team: MARKETING_ID }),
        token({ id: 't3', name: 'old', team: '00000000-0000-4000-8000-0000000000t9' }),
      ]),
      'GET /api/teams': ok({ teams: teamsFixture() }),
    });
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
    const teamOf = (name: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(`^${name} `) })
        .querySelector('td[data-label="Team"]')?.textContent;
    await waitFor(() => expect(teamOf('shared')).toBe('Marketing'));
    expect(teamOf('own')).toBe('');
    // A team the list no longer holds: the account left it.
    expect(teamOf('old')).toBe('A team you are no longer in');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('has no Team column when no token acts for a team', async () => {
    render({
      'GET /api/auth/tokens': ok([token({ name: 'own' })]),
      'GET /api/teams': ok({ teams: teamsFixture() }),
    });
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).queryByRole('columnheader', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a team in the interface’s language', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'standard', language: 'fr' }));
    mockApi({
      'GET /api/auth/tokens': ok([]),
      'GET /api/teams': ok({ teams: teamsFixture() }),
      'POST /api/auth/tokens': fail(422, 'Unknown team'),
    });
    renderWithProviders(<TokensCard />);
    const field = await screen.findByRole('combobox', { name: 'Équipe' });
    expect(
      within(field).getByRole('option', { name: 'Aucune : mes propres liens' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom du jeton'), 'ci');
    await user.selectOptions(field, 'Marketing');
    await user.click(screen.getByRole('button', { name: 'Créer le jeton' }));
    await confirm(user);
    expect(await screen.findByText('Équipe inconnue')).toBeInTheDocument();
  });
});
