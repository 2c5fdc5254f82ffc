// The app shell in the interface's language: navigation, account line, logout, skip link, and
// the route loading and error screens.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderApp, testAccount } from '@/testing/test-utils';
import { RouteError, RouteLoading } from './root-layout';

function api() {
  return mockApi({
    'GET /api/about': ok({ domain: 'http://localhost', demo: false, registration: true }),
    'GET /api/link/list': ok({ remaining: 0, total: 0, links: [] }),
    'GET /api/user/list': ok([testAccount()]),
  });
}

describe('app shell translations', () => {
  it('shows the sidebar in the account’s language (German)', async () => {
    api();
    loginAs(testAccount({ role: 'admin', language: 'de' }));
    renderApp('/dash/overview');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Übersicht',
      'Zuletzt gelöscht',
      'Teams',
      'Domains',
      'Benutzer',
      'Audit-Protokoll',
      'Einstellungen',
    ]);
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    const account = within(sidebar).getByText(/Angemeldet als/);
    expect(account).toHaveTextContent('Angemeldet als alice');
    expect(within(account).getByText('alice').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('shows the sidebar in Simplified Chinese', async () => {
    api();
    loginAs(testAccount({ role: 'standard', language: 'zh-CN' }));
    renderApp('/dash/overview');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['概览', '最近删除', '团队', '设置']);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('keeps the English texts in English', async () => {
    api();
    loginAs();
    renderApp('/dash/overview');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as alice');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('translates the route error and loading screens (French, Spanish)', async () => {
    await applyLanguage('fr');
    const view = render(<RouteError />);
    expect(screen.getByRole('heading', { name: 'Une erreur s’est produite' })).toBeInTheDocument();
    expect(
      screen.getByText('La page n’a pas pu être affichée. Un rechargement suffit généralement.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    view.unmount();

    await applyLanguage('es');
    render(<RouteLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
