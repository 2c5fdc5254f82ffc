// The passkeys card, in German: texts, the name check, the verification it asks for, and dates
// in the German format.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders } from '@/testing/test-utils';
import { PasskeysCard } from './passkeys-card';

const ADDED = Date.UTC(2025, 2, 12, 12, 0);

describe('PasskeysCard in German', () => {
  it('lists passkeys with German dates and checks the name', async () => {
    const user = userEvent.setup();
    loginAs();
    await applyLanguage('de');
    mockApi({
      'GET /api/auth/passkeys': ok([
        { id: 'p1', name: 'Laptop', createdAt: ADDED, lastUsedAt: null },
      ]),
    });
    renderWithProviders(<PasskeysCard />);
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    const row = within(await screen.findByRole('list', { name: 'Passkeys' })).getByRole(
      'listitem',
      { name: 'Laptop' },
    );
    const added = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(ADDED),
    );
    expect(added).toMatch(/12\.03\.2025/);
    expect(row).toHaveTextContent(`Hinzugefügt: ${added} · Zuletzt verwendet: nie`);
    expect(within(row).getByRole('button', { name: 'Umbenennen' })).toBeInTheDocument();

    expect(screen.getByLabelText('Name des neuen Passkeys')).toHaveAttribute(
      'placeholder',
      'z. B. Laptop',
    );
    await user.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    expect(
      screen.getByText('Geben Sie dem Passkey einen Namen mit 1 bis 64 Zeichen.'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Entfernen' }));
    const verify = await screen.findByRole('dialog', { name: 'Bestätigen Sie, dass Sie es sind' });
    expect(verify).toHaveTextContent(
      'Bestätigen Sie, um den Passkey „Laptop“ zu entfernen. Damit ist keine Anmeldung mehr möglich.',
    );
    expect(within(verify).getByLabelText('Ihr Passwort')).toBeInTheDocument();
  });

  it('says when there are none yet, in French', async () => {
    loginAs();
    await applyLanguage('fr');
    mockApi({ 'GET /api/auth/passkeys': ok([]) });
    renderWithProviders(<PasskeysCard />);
    expect(await screen.findByText('Aucune clé d’accès pour l’instant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une clé d’accès' })).toBeInTheDocument();
  });
});
