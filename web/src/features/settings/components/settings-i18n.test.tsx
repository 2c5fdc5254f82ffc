// The account settings in the other interface languages: headings, buttons, popups and their
// validation messages follow the account's language.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { AccountCard } from './account-card';
import { ApiSecretCard } from './api-secret-card';
import { AutomaticLoginCard } from './automatic-login-card';
import { SignOutEverywhere } from './sign-out-everywhere';
import { SsoCard } from './sso-card';

describe('settings in other languages', () => {
  it('shows the account card in German', () => {
    loginAs(testAccount({ language: 'de', role: 'owner' }));
    renderWithProviders(<AccountCard />);
    expect(screen.getByRole('heading', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByText('Benutzername')).toBeInTheDocument();
    expect(screen.getByText('Eigentümer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeInTheDocument();
  });

  it('shows the API secret card in French', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ language: 'fr', secret: 'S'.repeat(32) }));
    renderWithProviders(<ApiSecretCard />);
    expect(screen.getByRole('heading', { name: 'Secret d’API' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher le secret' }));
    expect(screen.getByRole('button', { name: 'Masquer le secret' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger la configuration ShareX' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Régénérer le secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer un nouveau secret' });
    expect(within(dialog).getByRole('button', { name: 'Générer' })).toBeInTheDocument();
  });

  it('shows automatic login and sign out everywhere in Spanish', () => {
    loginAs(testAccount({ language: 'es', allowAutomaticLogin: true }));
    renderWithProviders(
      <>
        <AutomaticLoginCard />
        <SignOutEverywhere reload={() => undefined} />
      </>,
    );
    expect(screen.getByText('Permitido')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Desactivar el inicio de sesión automático' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Reemplazar también el secreto de API')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cerrar sesión en todas partes' }),
    ).toBeInTheDocument();
  });

  it('shows single sign-on and its link errors in Chinese', async () => {
    loginAs(testAccount({ language: 'zh-CN' }));
    mockApi({ 'GET /api/auth/oidc/link': ok({ name: 'Keycloak', linked: false }) });
    renderWithProviders(<SsoCard />, { route: '/dash/settings?sso_error=identity_taken' });
    expect(await screen.findByRole('heading', { name: '单点登录' })).toBeInTheDocument();
    expect(screen.getByText('未关联')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('该身份已关联到另一个账户。');
    expect(screen.getByRole('button', { name: '关联 Keycloak' })).toBeInTheDocument();
  });

  it('says an unknown link error in the interface language', async () => {
    loginAs(testAccount({ language: 'de' }));
    mockApi({ 'GET /api/auth/oidc/link': ok({ name: 'Keycloak', linked: false }) });
    renderWithProviders(<SsoCard />, { route: '/dash/settings?sso_error=toString' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Verknüpfung ist fehlgeschlagen. Beginnen Sie von vorn.',
    );
  });

  it('checks the new password in German before sending', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ language: 'de' }));
    const api = mockApi({});
    renderWithProviders(null);
    act(() => {
      void popups.open('ChangePassword');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Passwort ändern' });
    await user.type(within(dialog).getByLabelText('Neues Passwort bestätigen'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Geben Sie Ihr aktuelles Passwort ein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('titles the popup for another account in French', async () => {
    loginAs(testAccount({ language: 'fr' }));
    renderWithProviders(null);
    act(() => {
      void popups.open('ChangeEmail', {
        target: { id: 'bob-id', username: 'bob', email: 'bob@example.com' },
        submit: () => Promise.resolve({ success: true, message: '' }),
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Changer l’e-mail de bob' });
    expect(dialog).toHaveTextContent('Actuellement : bob@example.com');
    expect(within(dialog).getByLabelText('Nouvel e-mail')).toBeInTheDocument();
  });
});
