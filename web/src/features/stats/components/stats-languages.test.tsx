// The statistics in the other interface languages: texts from the catalogs, and numbers, dates,
// country names and chart summaries formatted in the chosen language.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { LINK_ID, orphanVisitsAnswer, statsAnswer } from '../stats.fixture';
import { LinkStats } from './link-stats';
import { OrphanVisits } from './orphan-visits';
import { OverviewVisits } from './overview-visits';
import { PublicStats } from './public-stats';

const PATH = `/api/link/${LINK_ID}/stats`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

const bigTotals = { visits: 12_345, humanVisits: 1_234, botVisits: 11_111, uniqueVisitors: 980 };

describe('statistics in German', () => {
  it('shows the link page in German, with German numbers, dates and country names', async () => {
    await applyLanguage('de');
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer({ totals: bigTotals })) });
    renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);

    const referrers = await screen.findByRole('table', {
      name: 'Verweisquellen, sortiert nach Besuchen, absteigend',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Statistik /gh');
    const totals = screen.getByRole('region', { name: 'Gesamtwerte' });
    expect(totals).toHaveTextContent('Besuche12.345');
    expect(totals).toHaveTextContent('Besuche von Menschen1.234');
    expect(totals).toHaveTextContent('Eindeutige Besucher980');
    // The chart's summary: German words, German day names, German number grouping.
    expect(
      screen.getByRole('img', {
        name: '100 Besuche von Menschen in 2 Tagen (24. Okt. – 25. Okt.), Spitzenwert: 25. Okt. (97).',
      }),
    ).toBeInTheDocument();
    expect(within(referrers).getByRole('rowheader', { name: 'Direkt / keine' })).toBeVisible();
    expect(within(referrers).getByRole('columnheader', { name: /Anteil/ })).toBeInTheDocument();
    const countries = screen.getByRole('table', { name: /^Länder/ });
    expect(within(countries).getAllByRole('rowheader')[0]).toHaveTextContent('Frankreich FR');
    expect(
      screen.getByRole('img', { name: /^Länder: Frankreich \(FR\) 30, Unbekannt 5\.$/ }),
    ).toBeInTheDocument();
    const devices = screen.getByRole('table', { name: /^Geräte/ });
    expect(within(devices).getByRole('rowheader', { name: 'Mobilgerät' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: '24 Stunden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zeitraum anwenden' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Woche' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menschen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Öffentliche Statistik' })).toBeInTheDocument();
    expect(
      screen.getByText('Nur Sie (und Administratoren) können diese Statistik sehen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Besuche als CSV herunterladen' }),
    ).toBeInTheDocument();
  });

  it('sorts and names the sort in German', async () => {
    const user = userEvent.setup();
    await applyLanguage('de');
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);
    const table = await screen.findByRole('table', { name: /^Verweisquellen/ });
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Verweisquelle/ })).getByRole(
        'button',
      ),
    );
    expect(table).toHaveAccessibleName('Verweisquellen, sortiert nach Verweisquelle, aufsteigend');
  });

  it('shows the public address sentence with its link in German', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${PATH}`]: ok(statsAnswer()),
      'PATCH /api/link': ({ body }) => ok({ ...statsAnswer().link, ...(body as object) }),
    });
    await applyLanguage('de');
    renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);
    const toggle = await screen.findByRole('switch', { name: 'Öffentliche Statistik' });
    await user.click(toggle);
    const link = await screen.findByRole('link', { name: 'https://s.example/gh+' });
    expect(link.closest('p')).toHaveTextContent(
      'Jeder mit dieser Adresse kann diese Statistik sehen: https://s.example/gh+',
    );
    expect(screen.getByRole('button', { name: 'Öffentliche Adresse kopieren' })).toBeVisible();
  });

  it('lists the top links of the overview in German, with German numbers', async () => {
    await applyLanguage('de');
    mockApi({
      'GET /api/stats': ok({
        ...statsAnswer({ link: undefined }),
        topLinks: [{ id: 'a1', slug: 'gh', destination: 'https://github.com/', visits: 4321 }],
      }),
    });
    renderWithProviders(<OverviewVisits />);
    const table = await screen.findByRole('table', {
      name: 'Top-Links der letzten 30 Tage nach Besuchen von Menschen',
    });
    expect(within(table).getByRole('columnheader', { name: 'Kurzlink' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Statistik von /gh' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('/ghhttps://github.com/4.321');
    expect(screen.getByRole('heading', { name: 'Besuche der letzten 30 Tage' })).toBeVisible();
  });

  it('follows a change of language without reloading', async () => {
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer({ totals: bigTotals })) });
    renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);
    await screen.findByRole('table', { name: /^Referrers/ });
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Visits12,345');

    await act(() => applyLanguage('de'));
    expect(await screen.findByRole('region', { name: 'Gesamtwerte' })).toHaveTextContent(
      'Besuche12.345',
    );
    expect(screen.getByRole('table', { name: /^Länder/ })).toHaveTextContent('Frankreich');
    expect(screen.getByRole('button', { name: '30 Tage' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /^100 Besuche von Menschen in 2 Tagen/ })).toBeVisible();
  });
});

describe('statistics in French', () => {
  it('shows the public statistics and the custom range errors in French', async () => {
    const user = userEvent.setup();
    await applyLanguage('fr');
    mockApi({ 'GET /api/public/stats/gh': ok(statsAnswer()) });
    renderWithProviders(<PublicStats slug="gh" />);
    expect(await screen.findByText('Mène à https://github.com/')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Statistiques de /gh');
    const referrers = await screen.findByRole('table', { name: /^Référents, triés par visites/ });
    // "40 %": French puts a no-break space (narrow or not, as ICU has it) before the sign.
    const shares = within(referrers)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent?.replace(/\s/g, ' '));
    expect(shares).toEqual(['40 %', '35 %', '25 %']);

    await user.clear(screen.getByLabelText('Au'));
    await user.click(screen.getByRole('button', { name: 'Appliquer la période' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez les deux dates.');
  });

  it('says in French that a link has no public statistics', async () => {
    await applyLanguage('fr');
    mockApi({ 'GET /api/public/stats/secret': fail(404, 'Link not found') });
    renderWithProviders(<PublicStats slug="secret" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien n’a pas de statistiques publiques.',
    );
  });
});

describe('orphan visits in Spanish and Chinese', () => {
  const go = domainFixture({ host: 'xn--g-1ga.example', displayHost: 'gö.example' });

  function api() {
    mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), go] }),
      [`GET /api/domains/${go.id}/orphan-visits`]: ok(
        orphanVisitsAnswer({ totals: { base: 4, unknownSlug: 9_000, otherPath: 2 } }),
      ),
    });
  }

  it('shows the totals, the summary and the slugs in Spanish', async () => {
    // The account's language is the one the interface follows once logged in (its catalog
    // loads on first use).
    loginAs(testAccount({ language: 'es' }));
    await applyLanguage('es');
    api();
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(
      await screen.findByText('Visitas a gö.example que no llegaron a ningún enlace.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Visitas huérfanas');
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('Raíz del dominio').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Slugs desconocidos').nextSibling).toHaveTextContent('9000');
    expect(
      screen.getByRole('img', {
        name: /^9006 visitas huérfanas en 3 días \(24 nov – 26 nov\): raíz del dominio 4, slugs desconocidos 9000, otras rutas 2\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Slugs desconocidos, por visitas' })).toBeVisible();
    expect(screen.getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the page in Chinese', async () => {
    loginAs(testAccount({ language: 'zh-CN' }));
    await applyLanguage('zh-CN');
    api();
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(await screen.findByText('gö.example 上未对应任何链接的访问。')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '总计' });
    expect(within(totals).getByText('未知短码').nextSibling).toHaveTextContent('9,000');
    expect(
      screen.getByRole('img', { name: /^3 天内（.+）共 9,006 次孤立访问：域名根路径 4，/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '域名' })).toHaveValue(go.id);
  });

  it('tells a standard account in Chinese that the page is not for it', async () => {
    loginAs(testAccount({ role: 'standard', language: 'zh-CN' }));
    await applyLanguage('zh-CN');
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(screen.getByText('只有所有者和管理员可以查看孤立访问。')).toBeInTheDocument();
  });
});
