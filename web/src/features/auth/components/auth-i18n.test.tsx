// Logging in and registering in the other interface languages (before login, the language is
// the browser's).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import { ssoErrorMessage } from '../utils/sso-errors';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const about = (registration: boolean, sso?: { name: string; only: boolean }) => ({
  domain: 'http://localhost',
  demo: false,
  registration,
  ...(sso ? { sso } : {}),
});

describe('login and registration in other languages', () => {
  it('validates the login form in German', async () => {
    const user = userEvent.setup();
    await applyLanguage('de');
    renderWithProviders(<LoginForm registrationOpen />, { route: '/dash/login' });
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/dash/register',
    );
  });

  it('shows the second step in French', async () => {
    const user = userEvent.setup();
    await applyLanguage('fr');
    mockApi({ 'POST /api/auth/login': fail(403, '2FA token required') });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await user.type(screen.getByRole('textbox'), 'alice');
    await user.type(document.querySelector('input[type="password"]')!, 'Correct-horse-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByText('La double authentification est activée pour ce compte.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code perdu ?' })).toBeInTheDocument();
  });

  it('shows the registration form in Spanish', async () => {
    const user = userEvent.setup();
    await applyLanguage('es');
    renderWithProviders(<RegisterForm />, { route: '/dash/register' });
    expect(screen.getByRole('form', { name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/dash/login',
    );
    await user.type(screen.getByLabelText('Confirma la contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  });

  it('says registration is closed in Chinese', async () => {
    await applyLanguage('zh-CN');
    mockApi({ 'GET /api/about': ok(about(false)) });
    renderApp('/dash/register');
    expect(await screen.findByText('此实例未开放注册。请向其所有者申请账户。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '创建账户' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
  });

  it('offers single sign-on and explains its errors in German', async () => {
    const user = userEvent.setup();
    await applyLanguage('de');
    mockApi({ 'GET /api/about': ok(about(false, { name: 'Authentik', only: true })) });
    renderApp('/dash/login?sso_error=no_account');
    expect(await screen.findByRole('link', { name: 'Mit Authentik anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mit dieser Identität ist kein Konto verknüpft. Bitten Sie einen Administrator um eines.',
    );
    await user.click(screen.getByRole('button', { name: 'Anmeldung für den Eigentümer' }));
    expect(screen.getByText('Anmeldung des Eigentümers mit Passwort')).toBeInTheDocument();
  });

  it('asks for the code after the provider in Spanish', async () => {
    await applyLanguage('es');
    mockApi({ 'GET /api/about': ok(about(false, { name: 'Keycloak', only: false })) });
    renderApp('/dash/login?sso=code');
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a empezar' })).toBeInTheDocument();
  });

  it('reads single sign-on errors in the language shown when asked', async () => {
    await applyLanguage('fr');
    expect(ssoErrorMessage('expired')).toBe('La connexion a pris trop de temps. Recommencez.');
    expect(ssoErrorMessage('constructor')).toBe('La connexion a échoué. Recommencez.');
    await applyLanguage('en');
    expect(ssoErrorMessage('expired')).toBe('The sign-in took too long. Start again.');
    expect(ssoErrorMessage(null)).toBeNull();
  });
});
