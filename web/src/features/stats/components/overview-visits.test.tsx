import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { campaignVisitsAnswer, statsAnswer } from '../stats.fixture';
import { OverviewVisits } from './overview-visits';

const overall = () => {
  return {
    ...statsAnswer({ link: undefined }),
    topLinks: [
      { id: 'a1', slug: 'gh', destination: 'https://github.com/', visits: 90 },
      { id: 'b2', slug: 'docs', destination: 'https://docs.example/', visits: 30 },
    ],
  };
};

describe('OverviewVisits', () => {
  it('asks for daily visits in the browser zone and charts the 30 days', async () => {
    const api = mockApi({ 'GET /api/stats': ok(overall()) });
    renderWithProviders(<OverviewVisits />);
    const chart = await screen.findByRole('img', { name: /^100 human visits over 2 days/ });
    expect(chart).toHaveAccessibleName(/most on .*\(97\)/);
    const query = api.callsTo('GET', '/api/stats')[0]!.query;
    expect(query.get('interval')).toBe('day');
    expect(query.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('lists the top links, each linking to its statistics page', async () => {
    mockApi({ 'GET /api/stats': ok(overall()) });
    renderWithProviders(<OverviewVisits />);
    const table = await screen.findByRole('table', { name: /Top links/ });
    // The overview counts humans only, and says so (bots=exclude).
    expect(table).toHaveAccessibleName('Top links of the last 30 days, by human visits');
    expect(within(table).getByRole('columnheader', { name: 'Human visits' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '/ghhttps://github.com/90',
      '/docshttps://docs.example/30',
    ]);
    expect(within(table).getByRole('link', { name: 'Statistics of /gh' })).toHaveAttribute(
      'href',
      '/dash/links/a1/stats',
    );
    await expectNoSeriousA11yViolations();
  });

  it('names a top link on another domain by its host', async () => {
    mockApi({
      'GET /api/stats': ok({
        ...overall(),
        topLinks: [
          { id: 'a1', slug: 'docs', domain: 'go.example', destination: 'https://a/', visits: 9 },
          { id: 'b2', slug: 'docs', domain: null, destination: 'https://b/', visits: 4 },
        ],
      }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture()] }),
    });
    renderWithProviders(<OverviewVisits />);
    const table = await screen.findByRole('table', { name: /Top links/ });
    expect(
      await within(table).findByRole('link', { name: 'Statistics of go.example/docs' }),
    ).toHaveAttribute('href', '/dash/links/a1/stats');
    expect(within(table).getByRole('link', { name: 'Statistics of /docs' })).toHaveAttribute(
      'href',
      '/dash/links/b2/stats',
    );
  });

  it('says when there were no visits, and shows errors as text', async () => {
    mockApi({
      'GET /api/stats': ok({
        ...overall(),
        totals: { visits: 0, humanVisits: 0, botVisits: 0, uniqueVisitors: 0 },
        topLinks: [],
      }),
    });
    renderWithProviders(<OverviewVisits />);
    expect(await screen.findAllByText('No visits in this range')).toHaveLength(2);
  });

  it('shows the server message when the statistics fail', async () => {
    mockApi({ 'GET /api/stats': fail(500, 'Database unavailable') });
    renderWithProviders(<OverviewVisits />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('filters by domain when there are several, listing each domain’s visits until one is chosen', async () => {
    const user = userEvent.setup();
    const go = domainFixture({ host: 'xn--g-1ga.example', displayHost: 'gö.example' });
    const api = mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), go] }),
      'GET /api/stats': ({ query }) =>
        ok({
          ...overall(),
          ...(query.has('domain')
            ? {}
            : {
                domains: [
                  { domain: null, visits: 100, humanVisits: 80 },
                  { domain: 'xn--g-1ga.example', visits: 20, humanVisits: 20 },
                ],
              }),
        }),
    });
    renderWithProviders(<OverviewVisits />);
    const byDomain = await screen.findByRole('table', { name: 'Visits by domain' });
    expect(
      within(byDomain)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['s.example10080', 'gö.example2020']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'xn--g-1ga.example');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/stats').at(-1)?.query.get('domain')).toBe(
        'xn--g-1ga.example',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Visits by domain' })).toBeNull(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), '_default');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/stats').at(-1)?.query.get('domain')).toBe('_default'),
    );
    await expectNoSeriousA11yViolations();
  });

  it('lists the visits by campaign and by campaign source beside the top links', async () => {
    mockApi({ 'GET /api/stats': ok({ ...overall(), ...campaignVisitsAnswer() }) });
    renderWithProviders(<OverviewVisits />);
    // The cards arrive in their own chunk, after the statistics.
    const campaigns = await screen.findByRole('table', { name: 'Visits by campaign' });
    expect(
      within(campaigns)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['launch-2026', 'spring sale']);
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign sources' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Visits by campaign source' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('shows no campaign card while no link has campaign parameters', async () => {
    mockApi({ 'GET /api/stats': ok({ ...overall(), campaigns: [], campaignSources: [] }) });
    renderWithProviders(<OverviewVisits />);
    await screen.findByRole('table', { name: /Top links/ });
    expect(screen.queryByRole('heading', { name: 'Campaigns' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Campaign sources' })).toBeNull();
  });

  it('offers no domain filter while only the default domain exists', async () => {
    mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
      'GET /api/stats': ok(overall()),
    });
    renderWithProviders(<OverviewVisits />);
    await screen.findByRole('table', { name: /Top links/ });
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
  });
});
