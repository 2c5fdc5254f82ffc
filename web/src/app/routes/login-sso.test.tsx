import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/test-utils';

const about = (sso?: { name: string; only: boolean }) => ({
  domain: 'http://localhost',
  demo: false,
  registration: false,
  ...(sso ? { sso } : {}),
});

describe('login page with single sign-on', () => {
  it('offers the provider and the password form side by side', async () => {
    mockApi({ 'GET /api/about': ok(about({ name: 'Keycloak', only: false })) });
    renderApp('/dash/login?next=%2Fdash%2Flinks');
    const button = await screen.findByRole('link', { name: 'Log in with Keycloak' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/login?next=%2Fdash%2Flinks');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('keeps the password form behind "Owner login" under OIDC_ONLY', async () => {
    mockApi({ 'GET /api/about': ok(about({ name: 'Authentik', only: true })) });
    renderApp('/dash/login');
    await screen.findByRole('link', { name: 'Log in with Authentik' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Owner login' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows what a failed sign-in code means, never text from the address', async () => {
    mockApi({ 'GET /api/about': ok(about({ name: 'Keycloak', only: false })) });
    renderApp('/dash/login?sso_error=no_account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account is linked to this identity. Ask an administrator for one.',
    );
  });

  it('has no button without single sign-on', async () => {
    mockApi({ 'GET /api/about': ok(about()) });
    renderApp('/dash/login?sso_error=%3Cb%3Ehi');
    await screen.findByLabelText('Password');
    expect(screen.queryByRole('link', { name: /Log in with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in failed. Start again.');
  });

  it('asks for the two-factor code after the provider', async () => {
    mockApi({ 'GET /api/about': ok(about({ name: 'Keycloak', only: false })) });
    renderApp('/dash/login?sso=code');
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
