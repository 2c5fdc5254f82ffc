// The two-factor screens in other interface languages.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { TwoFactorCard } from './two-factor-card';
import { TwoFactorGate } from './two-factor-gate';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Linkhop:alice?secret=JBSWY3DPEHPK3PXP',
};

describe('two-factor authentication in other languages', () => {
  it('shows the card and the set-up popup in German', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: false }));
    await applyLanguage('de');
    mockApi({ 'GET /api/auth/totp': ok(SETUP) });
    renderWithProviders(<TwoFactorCard />);
    expect(
      screen.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aus')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sichern Sie die Anmeldung mit einem zweiten Schritt über eine Authenticator-App (TOTP) ab.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2FA aktivieren' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Zwei-Faktor-Authentifizierung aktivieren',
    });
    expect(
      await within(dialog).findByRole('img', { name: 'QR-Code für Ihre Authenticator-App' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Geheimer Schlüssel')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aktivieren' })).toBeInTheDocument();
  });

  it('shows the backup codes in Simplified Chinese', async () => {
    renderWithProviders(null);
    await applyLanguage('zh-CN');
    act(() => {
      void popups.open('BackupCodes', { codes: ['ABCDEFGHJKMN'] });
    });
    const dialog = await screen.findByRole('dialog', { name: '备用码' });
    expect(within(dialog).getByRole('list', { name: '备用码' })).toHaveTextContent('ABCDEFGHJKMN');
    expect(within(dialog).getByRole('button', { name: '复制备用码' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '下载备用码' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '完成' })).toBeInTheDocument();
  });

  it('checks the recovery form in Spanish, in the language chosen after loading', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithProviders(null);
    await applyLanguage('es');
    act(() => {
      void popups.open('LostTOTP');
    });
    const dialog = await screen.findByRole('dialog', { name: '¿Perdiste tu código?' });
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar e iniciar sesión' }));
    expect(
      await within(dialog).findByText('Introduce tu nombre de usuario o correo electrónico.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Introduce tu contraseña.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Código de respaldo')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the policy gate in French', async () => {
    loginAs(testAccount({ totp: false }));
    await applyLanguage('fr');
    renderWithProviders(<TwoFactorGate />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configurer la double authentification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cette instance exige la double authentification pour votre compte. Configurez une application d’authentification ou une clé d’accès pour continuer.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Activer la 2FA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
