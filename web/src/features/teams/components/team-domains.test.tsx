// A team's domains on the Teams page (docs/teams.md#domains): the owner and admins choose
// "Every domain" or some domains, one at least; the team's members see where its links may go.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { MARKETING_ID, teamFixture } from '@/lib/teams/teams.fixture';
import type { Team } from '@/lib/teams/types';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { membersFixture } from '../teams.fixture';
import { TeamsCard } from './teams-card';

const brand = domainFixture({ id: 'd-brand', host: 'brand.example', displayHost: 'bränd.example' });
const domains = [defaultDomainFixture(), brand];
const patch = `PATCH /api/teams/${MARKETING_ID}`;

/** The server's teams, changed by each PATCH as the server would. */
function teamsApi(start: Team, extra: Record<string, MockHandler> = {}) {
  let team = start;
  return mockApi({
    'GET /api/teams': () => ok({ teams: [team] }),
    'GET /api/domains': ok({ domains }),
    [`GET /api/teams/${MARKETING_ID}/members`]: ok({ members: membersFixture() }),
    [patch]: ({ body }: MockCall) => {
      const ids = (body as { domains: string[] | null }).domains;
      team = {
        ...team,
        domains:
          ids &&
          domains
            .filter((d) => ids.includes(d.id))
            .map((d) => ({ id: d.id, host: d.displayHost ?? '' })),
      };
      return ok(team);
    },
    ...extra,
  });
}

async function openDomains(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Marketing' }));
  return screen.findByRole('region', { name: 'Domains of Marketing' });
}

describe('team domains', () => {
  it('lets an admin limit a team to some domains, then lift the limit', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'admin' }));
    const api = teamsApi(teamFixture({ role: null }));
    renderWithProviders(<TeamsCard />);
    const region = await openDomains(user);
    expect(
      within(region).getByText('Its links may be on every domain, by the usual rules.'),
    ).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Choose the domains of Marketing' });
    const every = within(form).getByRole('checkbox', { name: 'Every domain' });
    expect(every).toBeChecked();
    const brandBox = await within(form).findByRole('checkbox', { name: 'bränd.example' });
    expect(brandBox).toBeDisabled();
    await expectNoSeriousA11yViolations();

    // None chosen: refused before the server is asked.
    await user.click(every);
    await user.click(within(form).getByRole('button', { name: 'Save domains' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Choose one domain at least, or Every domain.',
    );
    expect(api.callsTo('PATCH', `/api/teams/${MARKETING_ID}`)).toHaveLength(0);

    await user.click(brandBox);
    await user.click(within(form).getByRole('button', { name: 'Save domains' }));
    expect(await screen.findByText('Domains of Marketing saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/teams/${MARKETING_ID}`)[0]!.body).toEqual({
      domains: ['d-brand'],
    });
    const only = await within(region).findByRole('list', {
      name: 'Its links may be on these domains only:',
    });
    expect(
      within(only)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bränd.example']);
    expect(within(region).getByRole('checkbox', { name: 'bränd.example' })).toBeChecked();

    await user.click(within(region).getByRole('checkbox', { name: 'Every domain' }));
    await user.click(within(region).getByRole('button', { name: 'Save domains' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/teams/${MARKETING_ID}`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `/api/teams/${MARKETING_ID}`)[1]!.body).toEqual({ domains: null });
    expect(
      await within(region).findByText('Its links may be on every domain, by the usual rules.'),
    ).toBeInTheDocument();
  });

  it('shows a manager the team’s domains without a way to change them', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'standard' }));
    teamsApi(teamFixture({ domains: [{ id: 'd-brand', host: 'bränd.example' }] }));
    renderWithProviders(<TeamsCard />);
    const region = await openDomains(user);
    expect(within(region).getByRole('listitem')).toHaveTextContent('bränd.example');
    expect(
      within(region).getByText('Only admins and the owner choose a team’s domains.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('says when a team’s domains were all removed', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'standard' }));
    teamsApi(teamFixture({ domains: [] }));
    renderWithProviders(<TeamsCard />);
    const region = await openDomains(user);
    expect(within(region).getByText(/Its links may be on no domain/)).toBeInTheDocument();
  });

  it('shows the server’s refusal in the interface’s language', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'owner', language: 'es' }));
    teamsApi(teamFixture({ role: null }), {
      [patch]: fail(422, 'Unknown domain'),
    });
    renderWithProviders(<TeamsCard />);
    await user.click(await screen.findByRole('button', { name: 'Marketing' }));
    const region = await screen.findByRole('region', { name: 'Dominios de Marketing' });
    await user.click(within(region).getByRole('checkbox', { name: 'Todos los dominios' }));
    await user.click(await within(region).findByRole('checkbox', { name: 'bränd.example' }));
    await user.click(within(region).getByRole('button', { name: 'Guardar dominios' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Dominio desconocido');
  });
});
