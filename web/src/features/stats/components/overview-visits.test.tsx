import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { statsAnswer } from '../stats.fixture';
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
});
