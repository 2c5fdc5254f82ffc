import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webhookFixture } from '@/features/webhooks/webhooks.fixture';
import { mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderApp, testAccount } from '@/testing/test-utils';

function api(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/about': ok({ domain: 'http://localhost', demo: false, version: '1.0.0', links: 0 }),
    'GET /api/auth/sessions': ok([]),
    'GET /api/auth/tokens': ok([]),
    'GET /api/auth/passkeys': ok([]),
    ...extra,
  });
}

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Settings sections' })).getAllByRole('link');

describe('settings sections', () => {
  it('opens a section from its own address and marks it in the navigation', async () => {
    api();
    loginAs();
    renderApp('/dash/settings/security');
    expect(await screen.findByRole('heading', { name: 'Active sessions' })).toBeInTheDocument();
    // Sign out everywhere lives in the sessions card now, not in a second "Sessions" card.
    const sessions = screen
      .getByRole('heading', { name: 'Active sessions' })
      .closest('section') as HTMLElement;
    expect(within(sessions).getByRole('heading', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('moves between sections with the sidebar', async () => {
    api();
    loginAs();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/settings');
    await screen.findByRole('heading', { name: 'Account' });
    expect(router.state.location.pathname).toBe('/dash/settings/profile');
    await user.click(screen.getByRole('link', { name: 'API access' }));
    expect(await screen.findByRole('heading', { name: 'API tokens' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/settings/api-access');
  });

  it('moves between sections with the select that phones show', async () => {
    api();
    loginAs();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/settings/profile');
    const select = await screen.findByLabelText('Section');
    expect(select).toHaveValue('profile');
    await user.selectOptions(select, 'about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/about'));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('lists the instance section for the owner and admins only', async () => {
    api();
    loginAs(testAccount({ role: 'standard' }));
    renderApp('/dash/settings/instance');
    expect(
      await screen.findByText('Only the owner and admins manage this instance.'),
    ).toBeInTheDocument();
    expect(sectionLinks().map((link) => link.textContent)).toEqual([
      'Profile',
      'Security',
      'API access',
      'Webhooks',
      'Import and export',
      'About',
    ]);
  });

  it('shows the owner the instance section with the way to users and domains', async () => {
    api({ 'GET /api/auth/policy': ok({ twoFactor: 'optional' }) });
    loginAs();
    renderApp('/dash/settings/instance');
    expect(await screen.findByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/dash/users',
    );
    expect(sectionLinks()).toHaveLength(7);
  });
});

describe('webhooks', () => {
  it('opens a webhook from its section, which stays marked, under its own title', async () => {
    const webhook = webhookFixture();
    api({
      'GET /api/webhooks': ok({ webhooks: [webhook] }),
      [`GET /api/webhooks/${webhook.id}`]: ok(webhook),
      [`GET /api/webhooks/${webhook.id}/deliveries`]: ok({ deliveries: [], cursor: null }),
    });
    loginAs();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/settings/api-access');
    await user.click(await screen.findByRole('link', { name: 'Webhooks' }));
    await user.click(await screen.findByRole('link', { name: webhook.url }));
    expect(await screen.findByRole('heading', { name: 'Delivery log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dash/settings/webhooks/${webhook.id}`);
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Webhook | Linkhop'));
    await user.click(screen.getByRole('link', { name: '← All webhooks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/webhooks'));
  });
});

describe('interface language', () => {
  it('saves the choice on the account and switches the interface to it', async () => {
    const calls = api({ 'PATCH /api/auth/language': ok(testAccount({ language: 'de' })) });
    loginAs();
    const user = userEvent.setup();
    renderApp('/dash/settings/profile');
    await user.selectOptions(await screen.findByLabelText('Interface language'), 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einstellungen' }),
    ).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/auth/language')[0]?.body).toEqual({ language: 'de' });
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toBe('Einstellungen | Linkhop'));
    await user.selectOptions(screen.getByLabelText('Sprache der Oberfläche'), 'browser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(calls.callsTo('PATCH', '/api/auth/language')[1]?.body).toEqual({ language: null });
  });

  it('starts in the language the account chose', async () => {
    api();
    loginAs(testAccount({ language: 'zh-CN' }));
    renderApp('/dash/settings/profile');
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
  });
});

describe('the old settings address', () => {
  it('takes a single sign-on notice to Security, where the single sign-on card is', async () => {
    api();
    loginAs();
    const { router } = renderApp('/dash/settings?sso_error=already_linked');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/security'));
    expect(router.state.location.search).toBe('?sso_error=already_linked');
  });
});
