import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderApp, testAccount } from '@/testing/test-utils';

const about = {
  domain: 'http://localhost',
  demo: false,
  registration: true,
  version: '1.0.0',
  links: 0,
};

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/about': ok(about),
    'GET /api/link/list': ok({ remaining: 0, total: 0, links: [] }),
    'GET /api/user/list': ok([testAccount()]),
    ...extra,
  });
}

describe('routes and titles', () => {
  it('redirects / to /dash/overview, which has no title', async () => {
    api();
    loginAs();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(router.state.location.pathname).toBe('/dash/overview');
    await waitFor(() => expect(document.title).toBe('Linkhop'));
  });

  it('redirects /dash to /dash/overview', async () => {
    api();
    loginAs();
    const { router } = renderApp('/dash');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(router.state.location.pathname).toBe('/dash/overview');
  });

  it('titles the settings page "Settings | Linkhop"', async () => {
    api();
    loginAs();
    renderApp('/dash/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(document.title).toBe('Settings | Linkhop'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('gives the users page no title', async () => {
    api();
    loginAs();
    renderApp('/dash/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await waitFor(() => expect(document.title).toBe('Linkhop'));
  });

  it('titles the domains page "Domains | Linkhop" and a domain\'s orphan visits "Orphan visits | Linkhop"', async () => {
    api({ 'GET /api/domains': ok({ domains: [] }) });
    loginAs();
    const { router } = renderApp('/dash/domains');
    await screen.findByRole('heading', { level: 1, name: 'Domains' });
    await waitFor(() => expect(document.title).toBe('Domains | Linkhop'));
    await router.navigate('/dash/domains/default/visits');
    await screen.findByRole('heading', { level: 1, name: 'Orphan visits' });
    await waitFor(() => expect(document.title).toBe('Orphan visits | Linkhop'));
  });

  it('titles the recently deleted links "Recently deleted | Linkhop", reached from the navigation', async () => {
    const user = userEvent.setup();
    const calls = api({
      'GET /api/link/deleted': ok({ links: [] }),
      'GET /api/domains': ok({ domains: [] }),
    });
    loginAs(testAccount({ role: 'standard' }));
    const { router } = renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    // Loaded when first opened: the overview asks nothing of it.
    expect(calls.callsTo('GET', '/api/link/deleted')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Recently deleted' }));
    await screen.findByRole('heading', { level: 1, name: 'Recently deleted' });
    expect(router.state.location.pathname).toBe('/dash/deleted');
    await waitFor(() => expect(document.title).toBe('Recently deleted | Linkhop'));
    expect(await screen.findByText('No deleted link can be restored.')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Recently deleted' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('titles the audit log "Audit log | Linkhop", loaded when first opened from the navigation', async () => {
    const user = userEvent.setup();
    const calls = api({ 'GET /api/audit': ok({ entries: [], cursor: null }) });
    loginAs(testAccount({ role: 'admin' }));
    const { router } = renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(calls.callsTo('GET', '/api/audit')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(router.state.location.pathname).toBe('/dash/audit');
    await waitFor(() => expect(document.title).toBe('Audit log | Linkhop'));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('tells a standard account who opens the audit log address that it is not for it', async () => {
    const calls = api();
    loginAs(testAccount({ role: 'standard' }));
    renderApp('/dash/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(screen.getByText('Only the owner and admins read the audit log.')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/audit')).toHaveLength(0);
  });

  it('titles the teams page "Teams | Linkhop", loaded when first opened from any account’s navigation', async () => {
    const user = userEvent.setup();
    const calls = api({ 'GET /api/teams': ok({ teams: [] }) });
    loginAs(testAccount({ role: 'standard' }));
    const { router } = renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Teams' }));
    await screen.findByRole('heading', { level: 1, name: 'Teams' });
    expect(router.state.location.pathname).toBe('/dash/teams');
    await waitFor(() => expect(document.title).toBe('Teams | Linkhop'));
    expect(await screen.findByText(/No teams yet/)).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/teams').length).toBeGreaterThan(0);
  });

  it('titles login "Login | Linkhop" and hides the sidebar', async () => {
    api();
    renderApp('/dash/login');
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(document.title).toBe('Login | Linkhop'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('titles register "Register | Linkhop" and hides the sidebar', async () => {
    api();
    renderApp('/dash/register');
    await screen.findByRole('button', { name: 'Create account' });
    await waitFor(() => expect(document.title).toBe('Register | Linkhop'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('navigation guard', () => {
  it.each([
    '/dash/overview',
    '/dash/users',
    '/dash/settings',
    '/dash/deleted',
    '/dash/audit',
    '/dash/teams',
  ])('sends anonymous visitors of %s to login with next', async (path) => {
    const calls = api({ 'GET /api/auth/me': fail(401, 'No cookie token provided') });
    const { router } = renderApp(`${path}?a=1`);
    await screen.findByRole('button', { name: 'Log in' });
    expect(calls.callsTo('GET', '/api/auth/me')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dash/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`${path}?a=1`)}`);
  });

  it('logs in and continues to next', async () => {
    const user = userEvent.setup();
    const account = testAccount();
    let loggedIn = false;
    const calls = api({
      'GET /api/auth/me': () => (loggedIn ? ok(account) : fail(401, 'No cookie token provided')),
      'POST /api/auth/login': () => {
        loggedIn = true;
        return ok(account, 'Successfully logged in!');
      },
    });
    const { router } = renderApp('/dash/settings');
    await user.type(await screen.findByLabelText('Username or e-mail'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'Secret-password-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // The old single Settings address opens its first section, Profile.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/profile'));
    expect(calls.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'alice',
      password: 'Secret-password-1',
    });
  });

  it('ignores a next that leaves the site', async () => {
    const user = userEvent.setup();
    const account = testAccount();
    api({
      'POST /api/auth/login': ok(account, 'Successfully logged in!'),
      'GET /api/auth/me': ok(account),
    });
    const { router } = renderApp(`/dash/login?next=${encodeURIComponent('//evil.example/x')}`);
    await user.type(await screen.findByLabelText('Username or e-mail'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(router.state.location.pathname).toBe('/dash/overview');
  });
});

describe('unknown dashboard addresses', () => {
  it('shows "Page not found" in the dashboard, and resolves no short link', async () => {
    const calls = api();
    loginAs();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/settings/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Linkhop'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/link')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Go to the overview' }));
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(router.state.location.pathname).toBe('/dash/overview');
  });

  it('asks a visitor who is not logged in to log in first', async () => {
    api({ 'GET /api/auth/me': fail(401, 'No cookie token provided') });
    const { router } = renderApp('/dash/nowhere');
    await screen.findByRole('heading', { level: 1, name: /Log in/ });
    expect(router.state.location.pathname).toBe('/dash/login');
  });
});

describe('short links', () => {
  it('resolves any other path as a short link and shows not-found', async () => {
    const calls = api({ 'GET /api/link': fail(404, 'invalid link') });
    renderApp('/some%20slug');
    expect(await screen.findByRole('heading', { name: 'Link not found' })).toBeInTheDocument();
    const resolves = calls.callsTo('GET', '/api/link');
    expect(resolves).toHaveLength(1);
    expect(resolves[0]?.query.get('slug')).toBe('some slug');
    await waitFor(() => expect(document.title).toBe('Linkhop'));
  });
});

describe('expired sessions', () => {
  it('sends the user to login when a dashboard query answers 401', async () => {
    api({ 'GET /api/link/list': fail(401, 'Invalid authorization token') });
    loginAs();
    const { router } = renderApp('/dash/overview?page=2');
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/dash/login');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/dash/overview?page=2')}`,
    );
  });
});
