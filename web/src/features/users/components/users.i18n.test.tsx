// The users page in other interface languages: table, row menu, confirmations and popups.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import type { CredentialPopupData } from '@/types/credential-popup';
import { userMenuItems } from './user-menu-items';
import { UsersTable } from './users-table';

const owner = testAccount({ id: 'owner-id', username: 'olivia', role: 'owner' });
const admin = testAccount({ id: 'admin-id', username: 'adam', role: 'admin', secret: null });
const standard = testAccount({
  id: 'std-id',
  username: 'sam',
  role: 'standard',
  secret: null,
  hasSecret: false,
  disabled: true,
});

const usersApi = () => mockApi({ 'GET /api/user/list': ok([owner, admin, standard]) });

describe('UsersTable in German', () => {
  it('translates headings, cells, column names for phones and the row menu', async () => {
    const user = userEvent.setup();
    usersApi();
    loginAs(owner);
    await applyLanguage('de');
    renderWithProviders(<UsersTable />);
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Benutzername', 'E-Mail', 'Rolle', '2FA', 'API-Geheimnis', 'Status', 'Aktionen']);
    const sam = within(table).getByRole('row', { name: /sam/ });
    expect(
      within(sam)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((td) => td.getAttribute('data-label')),
    ).toEqual(['Benutzername', 'E-Mail', 'Rolle', '2FA', 'API-Geheimnis', 'Status']);
    expect(sam).toHaveTextContent('Standard');
    expect(sam).toHaveTextContent('Keines');
    expect(sam).toHaveTextContent('Deaktiviert');
    const olivia = within(table).getByRole('row', { name: /olivia/ });
    expect(olivia).toHaveTextContent('Sie');
    expect(olivia).toHaveTextContent('Eigentümer');
    expect(within(table).getByRole('row', { name: /adam/ })).toHaveTextContent('Administrator');
    expect(screen.getByRole('button', { name: 'Benutzer anlegen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aktionen für adam' }));
    const menu = screen.getByRole('menu', { name: 'Aktionen für adam' });
    for (const name of [
      'Benutzernamen ändern',
      'E-Mail-Adresse ändern',
      'Passwort ändern',
      'Rolle ändern',
      'Geheimnis zurücksetzen',
      'Konto deaktivieren',
      'Benutzer löschen',
    ]) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('menuitem', { name: 'Rolle ändern' }));
    const roles = screen.getByRole('menu', { name: 'Rolle ändern' });
    for (const name of ['Eigentümer (Eigentümerschaft übertragen)', 'Administrator', 'Standard']) {
      expect(within(roles).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
    expect(within(roles).getByRole('menuitemcheckbox', { name: 'Administrator' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('confirms a deletion and asks for the password in German', async () => {
    const user = userEvent.setup();
    usersApi();
    loginAs(owner);
    await applyLanguage('de');
    renderWithProviders(<UsersTable />);
    await user.click(await screen.findByRole('button', { name: 'Aktionen für adam' }));
    await user.click(screen.getByRole('menuitem', { name: 'Benutzer löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'adam löschen' });
    expect(confirm).toHaveTextContent(
      'Das Konto und seine Sitzungen werden gelöscht. Seine Links bleiben erhalten, ohne Autor.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Konto löschen' }));
    const verify = await screen.findByRole('dialog', { name: 'Bestätigen Sie, dass Sie es sind' });
    await user.click(within(verify).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(verify).findByText('Geben Sie Ihr Passwort ein.')).toBeInTheDocument();
  });

  it('tells standard accounts they cannot manage users', async () => {
    usersApi();
    loginAs(testAccount({ role: 'standard' }));
    await applyLanguage('de');
    renderWithProviders(<UsersTable />);
    expect(
      screen.getByText('Nur der Eigentümer und Administratoren können Benutzer verwalten.'),
    ).toBeInTheDocument();
  });
});

describe('user popups in other languages', () => {
  it('confirms an ownership transfer and asks for the code in French', async () => {
    const user = userEvent.setup();
    usersApi();
    loginAs(testAccount({ ...owner, totp: true }));
    await applyLanguage('fr');
    renderWithProviders(<UsersTable />);
    await user.click(await screen.findByRole('button', { name: 'Actions pour adam' }));
    await user.click(screen.getByRole('menuitem', { name: 'Changer le rôle' }));
    await user.click(
      screen.getByRole('menuitemcheckbox', { name: 'Propriétaire (transférer la propriété)' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Transférer la propriété' });
    expect(confirm).toHaveTextContent(
      'adam devient propriétaire de cette instance et vous devenez administrateur.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Transférer la propriété' }));
    const verify = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await user.click(within(verify).getByRole('button', { name: 'Confirmer' }));
    expect(await within(verify).findByText('Saisissez le code à 6 chiffres.')).toBeInTheDocument();
  });

  it('shows the Verify popup in Simplified Chinese', async () => {
    loginAs(testAccount({ totp: false }));
    renderWithProviders(null);
    await applyLanguage('zh-CN');
    act(() => {
      void popups.open('Verify');
    });
    const verify = await screen.findByRole('dialog', { name: '确认是你本人' });
    expect(verify).toHaveTextContent('请输入密码以继续。');
    expect(within(verify).getByLabelText('你的密码')).toBeInTheDocument();
    expect(within(verify).getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('offers the roles and their hint in Spanish', async () => {
    loginAs(owner);
    renderWithProviders(null);
    await applyLanguage('es');
    act(() => {
      void popups.open('CreateUser');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Crear usuario' });
    const role = within(dialog).getByLabelText('Rol');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Estándar', 'Administrador']);
    expect(
      within(dialog).getByText('Los administradores gestionan las cuentas estándar y sus enlaces.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear usuario' })).toBeInTheDocument();
  });
});

describe('userMenuItems', () => {
  it.each([
    [false, 'Geben Sie Ihr Passwort ein, um die E-Mail-Adresse von sam zu ändern.'],
    [true, 'Geben Sie Ihren Authentifizierungscode ein, um die E-Mail-Adresse von sam zu ändern.'],
  ])('asks for verification with a whole German sentence (2FA %s)', async (totp, sentence) => {
    await applyLanguage('de');
    const open = vi.spyOn(popups, 'open').mockResolvedValue(undefined);
    const items = userMenuItems(testAccount({ ...owner, totp }), standard, new QueryClient());
    const change = items.find((item) => item.label === 'E-Mail-Adresse ändern');
    change?.onClick?.();
    const [name, data] = open.mock.calls[0] ?? [];
    expect(name).toBe('ChangeEmail');
    await (data as CredentialPopupData).submit?.('new@example.com');
    expect(open).toHaveBeenLastCalledWith(
      'Verify',
      expect.objectContaining({ description: sentence }),
    );
    open.mockRestore();
  });
});
