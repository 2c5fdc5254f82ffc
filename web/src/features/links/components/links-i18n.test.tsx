// The links screens in other languages: texts from the catalogs, numbers and dates formatted in
// the interface's language, and validation messages that follow a language switch.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { formatDate, formatNumber } from '@/lib/format';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import { passwordFailures } from '../utils/password-failures';
import { tagProblem } from '../utils/link-schema';
import { LinkResolver } from './link-resolver';
import { LinksTable } from './links-table';
import { stateBadge } from './link-status';

const manyVisits = linkFixture({
  slug: 'promo',
  visits: 1234,
  humanVisits: 1200,
  creationDate: '2024-03-05T10:00:00.000Z',
  maxVisits: 5000,
  usedVisits: 1200,
  hasPassword: true,
});

describe('the link table in German', () => {
  it('shows its texts, numbers and dates in German', async () => {
    await applyLanguage('de');
    mockApi({
      'GET /api/link/list': ok({ total: 2345, remaining: 117, links: [manyVisits] }),
    });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
    expect(await screen.findByText('Seite 1 von 118 · 2.345 Links')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Links' })).toBeInTheDocument();
    expect(screen.getByLabelText('Links durchsuchen')).toHaveAttribute(
      'placeholder',
      'Kürzel, Ziel-URL, Titel oder Notizen durchsuchen',
    );
    expect(screen.getByRole('button', { name: 'Link erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Kurzlink/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Besuche von Menschen/ })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: '/promo' }).closest('tr')!;
    const $ = within(row);
    expect($.getByRole('link', { name: '1.234 Besuche: Statistik von /promo' })).toHaveTextContent(
      '1.234',
    );
    expect($.getByText('1.200/5.000 Besuche')).toBeInTheDocument();
    expect($.getByRole('img', { name: 'Passwortgeschützt' })).toBeInTheDocument();
    expect($.getByRole('checkbox', { name: 'promo auswählen' })).toBeInTheDocument();
    expect($.getByRole('button', { name: 'Aktionen für promo' })).toBeInTheDocument();
    expect(formatDate(manyVisits.creationDate)).toBe('05.03.2024');
    expect($.getByText('05.03.2024')).toBeInTheDocument();
    expect(screen.getByText(/Links, absteigend sortiert nach Erstellt/)).toBeInTheDocument();
  });

  it('says when there are no links yet, in German', async () => {
    await applyLanguage('de');
    mockApi({ 'GET /api/link/list': ok({ total: 0, remaining: 0, links: [] }) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    expect(await screen.findByText('Noch keine Links.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ersten Link erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tags verwalten' })).toBeInTheDocument();
  });

  it('confirms a bulk delete with a German plural', async () => {
    await applyLanguage('de');
    renderWithProviders(null);
    act(
      () =>
        void popups.open('DeleteLink', {
          links: [
            { id: '1', slug: 'a' },
            { id: '2', slug: 'b' },
          ],
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: '2 Links löschen' });
    expect(
      within(dialog).getByText(
        'Diese 2 Kurzlinks funktionieren sofort nicht mehr. Dies kann nicht rückgängig gemacht werden.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

describe('the link form in French', () => {
  it('labels the fields and checks the values in French', async () => {
    await applyLanguage('fr');
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/tags': ok({ tags: [] }) });
    renderWithProviders(null);
    act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un lien' });
    const $ = within(dialog);
    await user.type($.getByLabelText('URL de destination'), 'https://example.com/');
    await user.click($.getByRole('button', { name: 'Options avancées' }));
    await user.type($.getByLabelText('Limite de visites'), '0');
    await user.click($.getByRole('button', { name: 'Créer' }));
    // French groups digits with a narrow no-break space: the message uses the formatter.
    // (Testing Library turns it into a plain space when matching text, so compare textContent.)
    const message = await $.findByText(/^Saisissez un nombre entier de 1 à /);
    expect(message.textContent).toBe(
      `Saisissez un nombre entier de 1 à ${formatNumber(1_000_000_000_000)}.`,
    );
    expect(formatNumber(1_000_000_000_000)).toBe('1\u202f000\u202f000\u202f000\u202f000');
    expect($.getByRole('checkbox', { name: 'Autoriser les moteurs de recherche' })).toBeVisible();
    expect($.getByRole('group', { name: 'Règles de redirection' })).toBeInTheDocument();
  });
});

describe('link texts outside components', () => {
  it('follow the language of the moment', async () => {
    await applyLanguage('de');
    expect(tagProblem('')).toBe('Geben Sie ein Tag ein.');
    expect(
      passwordFailures({
        failedPasswordAttempts: 1234,
        lastFailedPasswordAt: '2026-11-20T10:15:00.000Z',
      }),
    ).toMatch(/^Bisher 1\.234 falsche Passwörter eingegeben, zuletzt am /);
    expect(stateBadge(linkFixture({ state: 'expired', maxVisits: 3, usedVisits: 3 }))).toEqual({
      label: 'Aufgebraucht',
      tone: 'danger',
      title: 'Alle 3 Besuche aufgebraucht',
    });
    await applyLanguage('zh-CN');
    expect(tagProblem('a,b')).toBe('标签不能包含逗号。');
    expect(passwordFailures({ failedPasswordAttempts: 0, lastFailedPasswordAt: null })).toBe(
      '尚无人输错密码。',
    );
    await applyLanguage('en');
    expect(tagProblem('')).toBe('Enter a tag.');
  });
});

describe('the short-link page in Spanish', () => {
  function renderResolver(slug: string) {
    const router = createMemoryRouter([{ path: '*', element: <LinkResolver slug={slug} /> }]);
    render(<RouterProvider router={router} />);
  }

  it('says a link was not found', async () => {
    await applyLanguage('es');
    mockApi({ 'GET /api/link': fail(404, 'invalid link') });
    renderResolver('nope');
    expect(
      await screen.findByRole('heading', { name: 'Enlace no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este enlace corto no existe o se ha eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute(
      'href',
      '/dash/overview',
    );
  });

  it('names the destination it redirects to', async () => {
    await applyLanguage('es');
    mockApi({ 'GET /api/link': ok({ destination: 'https://example.com/page' }) });
    const router = createMemoryRouter([
      { path: '*', element: <LinkResolver slug="abc" navigate={() => undefined} /> },
    ]);
    render(<RouterProvider router={router} />);
    const status = await screen.findByRole('status');
    await within(status).findByRole('link', { name: 'https://example.com/page' });
    expect(status).toHaveTextContent('Redirigiendo a https://example.com/page…');
  });
});
