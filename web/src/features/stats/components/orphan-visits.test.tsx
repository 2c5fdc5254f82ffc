import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { orphanVisitsAnswer } from '../stats.fixture';
import { OrphanVisits } from './orphan-visits';

const main = defaultDomainFixture();
const go = domainFixture({ host: 'xn--g-1ga.example', displayHost: 'gö.example' });
const PATH = `/api/domains/${go.id}/orphan-visits`;
const NOW = new Date('2026-11-26T10:30:00.000Z');

function api(answer: MockHandler = ok(orphanVisitsAnswer())) {
  return mockApi({
    'GET /api/domains': ok({ domains: [main, go] }),
    [`GET ${PATH}`]: answer,
    [`GET /api/domains/default/orphan-visits`]: ok(orphanVisitsAnswer({ slugs: [] })),
  });
}

const last = (calls: MockCall[], path = PATH) => calls.filter((c) => c.path === path).at(-1)?.query;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OrphanVisits', () => {
  it('shows the totals by kind, the daily chart and the top unknown slugs', async () => {
    const { calls } = api();
    loginAs();
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(
      await screen.findByText('Visits to gö.example that reached no link.'),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Domain root').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Unknown slugs').nextSibling).toHaveTextContent('9');
    expect(within(totals).getByText('Other paths').nextSibling).toHaveTextContent('2');
    expect(
      screen.getByRole('img', {
        name: /^15 orphan visits over 3 days from .*: domain root 4, unknown slugs 9, other paths 2\.$/,
      }),
    ).toBeInTheDocument();
    const slugs = screen.getByRole('table', { name: 'Unknown slugs, by visits' });
    expect(
      within(slugs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['/launch6', '/typo3']);
    // The last 30 days, up to the end of the current hour.
    expect(last(calls)?.get('to')).toBe('2026-11-26T11:00:00.000Z');
    expect(last(calls)?.get('from')).toBe('2026-10-27T11:00:00.000Z');
    await expectNoSeriousA11yViolations();
  });

  it('changes the range with the presets', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    loginAs();
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    await screen.findByRole('table', { name: 'Unknown slugs, by visits' });
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: '24 hours' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(last(calls)?.get('from')).toBe('2026-11-19T11:00:00.000Z'));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to another domain’s page', async () => {
    const user = userEvent.setup();
    api();
    loginAs();
    const { router } = renderWithProviders(<OrphanVisits domainId={go.id} />);
    const picker = await screen.findByRole('combobox', { name: 'Domain' });
    expect(picker).toHaveValue(go.id);
    await user.selectOptions(picker, 'default');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dash/domains/default/visits'),
    );
  });

  it('says when there were none, and shows the server message on failure', async () => {
    api(
      ok(
        orphanVisitsAnswer({
          totals: { base: 0, unknownSlug: 0, otherPath: 0 },
          daily: [],
          slugs: [],
        }),
      ),
    );
    loginAs();
    const view = renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(await screen.findByText('No orphan visits in this range')).toBeInTheDocument();
    expect(screen.getByText('No unknown slugs in this range.')).toBeInTheDocument();
    view.unmount();

    api(fail(404, 'Unknown domain'));
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown domain');
  });

  it('is for the owner and admins only', () => {
    const { calls } = api();
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<OrphanVisits domainId={go.id} />);
    expect(
      screen.getByText('Only the owner and admins can see orphan visits.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
