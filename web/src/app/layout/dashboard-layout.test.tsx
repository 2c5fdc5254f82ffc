import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderApp, testAccount } from '@/testing/test-utils';

function api() {
  return mockApi({
    'GET /api/about': ok({ domain: 'http://localhost', demo: false, registration: true }),
    'GET /api/link/list': ok({ remaining: 0, total: 0, links: [] }),
    'GET /api/user/list': ok([testAccount()]),
  });
}

describe('dashboard layout', () => {
  it('has exactly one theme switch on the settings page: the sidebar one', async () => {
    api();
    loginAs();
    renderApp('/dash/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const switches = screen.getAllByRole('switch', { name: 'Dark theme' });
    expect(switches).toHaveLength(1);
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('switch', { name: 'Dark theme' })).toBe(switches[0]);
    expect(screen.queryByRole('heading', { name: 'Preferences' })).not.toBeInTheDocument();
  });

  it('has one theme switch on the overview too', async () => {
    api();
    loginAs();
    renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(screen.getAllByRole('switch', { name: 'Dark theme' })).toHaveLength(1);
  });

  it('wraps the sidebar content so the aside itself spans the whole page height', async () => {
    api();
    loginAs();
    renderApp('/dash/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const sidebar = screen.getByRole('complementary');
    expect(sidebar).toHaveClass('sidebar');
    expect(sidebar.firstElementChild).toHaveClass('sidebar__inner');
  });

  it('offers Recently deleted and Teams to everyone, Domains, Users and the Audit log to the owner and admins only', async () => {
    api();
    loginAs(testAccount({ role: 'admin' }));
    const view = renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Overview',
      'Recently deleted',
      'Teams',
      'Domains',
      'Users',
      'Audit log',
      'Settings',
    ]);
    view.unmount();

    loginAs(testAccount({ role: 'standard' }));
    renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Recently deleted', 'Teams', 'Settings']);
  });
});
