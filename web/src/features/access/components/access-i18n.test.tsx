// Tokens, sessions and the two-factor policy in the other interface languages: texts, plurals and
// times formatted the way the language writes them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { applyLanguage } from '@/i18n';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { formatTime } from '../types';
import { PolicyCard } from './policy-card';
import { SessionsCard } from './sessions-card';
import { TokensCard } from './tokens-card';

const TIME = Date.UTC(2024, 2, 5, 14, 30);
const expectedTime = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(TIME);

const session = (changes: Record<string, unknown>) => ({
  id: 's1',
  device: 'desktop',
  browser: 'Firefox',
  os: 'Linux',
  address: '10.0.0.1',
  createdAt: TIME,
  expiresAt: TIME + 86_400_000,
  lastUsedAt: null,
  current: false,
  ...changes,
});

describe('formatTime', () => {
  it('follows the interface language', async () => {
    await applyLanguage('de');
    expect(formatTime(TIME)).toBe(expectedTime('de'));
    expect(formatTime(null)).toBe('Nie');
    await applyLanguage('en');
    expect(formatTime(null)).toBe('Never');
  });
});

describe('access cards in other languages', () => {
  it('shows the tokens card in German, with dates in German', async () => {
    loginAs(testAccount({ language: 'de' }));
    mockApi({
      'GET /api/auth/tokens': ok([
        {
          id: 't1',
          name: 'deploy',
          scopes: ['links:read'],
          createdAt: TIME,
          expiresAt: TIME,
          lastUsedAt: null,
          expired: false,
        },
      ]),
    });
    renderWithProviders(<TokensCard />);
    expect(screen.getByRole('heading', { name: 'API-Token' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name des Tokens')).toBeInTheDocument();
    expect(screen.getByLabelText('links:read – Links lesen (Liste, Export)')).toBeChecked();
    const expiry = screen.getByLabelText('Läuft ab nach');
    expect(within(expiry).getByRole('option', { name: '30 Tagen' })).toBeInTheDocument();
    expect(within(expiry).getByRole('option', { name: 'Nie' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'API-Token' });
    expect(within(table).getByText(expectedTime('de'))).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'deploy widerrufen' })).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer <token>').tagName).toBe('CODE');
  });

  it('asks for a name in French and shows a new token whose name is user data', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ language: 'fr' }));
    mockApi({
      'GET /api/auth/tokens': ok([]),
      'POST /api/auth/tokens': ok({
        id: 't2',
        name: '<b>ci</b>',
        scopes: ['links:read'],
        createdAt: TIME,
        expiresAt: null,
        lastUsedAt: null,
        expired: false,
        token: 'lh_secret',
      }),
    });
    renderWithProviders(<TokensCard />);
    await user.click(screen.getByRole('button', { name: 'Créer le jeton' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Donnez un nom au jeton.');
    await user.type(screen.getByLabelText('Nom du jeton'), 'ci');
    await user.click(screen.getByRole('button', { name: 'Créer le jeton' }));
    // The verification popup (another feature's, loaded lazily): its password and its submit.
    const password = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>(
        '[role="dialog"] input[type="password"]',
      );
      expect(input).not.toBeNull();
      return input!;
    });
    await user.type(password, 'Current-pass1');
    await user.click(document.querySelector<HTMLElement>('[role="dialog"] button[type="submit"]')!);
    const created = await screen.findByRole('status', { name: 'Nouveau jeton' });
    expect(created).toHaveTextContent('<b>ci</b> : copiez-le maintenant, il ne sera plus affiché.');
    expect(within(created).getByText('<b>ci</b>').tagName).toBe('STRONG');
  });

  it('lists sessions in Spanish and counts the ended ones with a plural', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ language: 'es' }));
    mockApi({
      'GET /api/auth/sessions': ok([
        session({ id: 'me', current: true }),
        session({ id: 'other', browser: null, os: null, device: 'mobile', address: null }),
      ]),
      'POST /api/auth/sessions/end-others': ok({ sessionsEnded: 2 }),
    });
    renderWithProviders(<SessionsCard />);
    const table = await screen.findByRole('table', { name: 'Sesiones activas' });
    expect(within(table).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(table).getByText(/Firefox en Linux \(escritorio\)/)).toBeInTheDocument();
    expect(within(table).getByText(/Navegador desconocido \(móvil\)/)).toBeInTheDocument();
    expect(within(table).getAllByText(expectedTime('es'))).toHaveLength(2);
    expect(
      within(table).getByRole('button', {
        name: 'Cerrar la sesión Navegador desconocido desde una dirección desconocida',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar todas las demás sesiones' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        '2 sesiones más cerradas',
      ),
    );
  });

  it('says one ended session in the singular in German', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ language: 'de' }));
    mockApi({
      'GET /api/auth/sessions': ok([session({ id: 'me', current: true }), session({})]),
      'POST /api/auth/sessions/end-others': ok({ sessionsEnded: 1 }),
    });
    renderWithProviders(<SessionsCard />);
    await user.click(await screen.findByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        '1 andere Sitzung beendet',
      ),
    );
  });

  it('offers the two-factor policy in Chinese', async () => {
    loginAs(testAccount({ language: 'zh-CN', role: 'owner' }));
    mockApi({ 'GET /api/auth/policy': ok({ twoFactor: 'admins' }) });
    renderWithProviders(<PolicyCard />);
    expect(await screen.findByRole('heading', { name: '双重验证策略' })).toBeInTheDocument();
    const select = screen.getByLabelText('双重验证');
    expect(select).toHaveDisplayValue('所有者和管理员必须启用');
    expect(within(select).getByRole('option', { name: '所有人必须启用' })).toBeInTheDocument();
  });
});
