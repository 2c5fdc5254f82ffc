import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { LINK_ID, statsAnswer } from '../stats.fixture';
import { LinkStats } from './link-stats';
import { PROTECTED_DESTINATION_HELP } from './public-stats-switch';

const PATH = `/api/link/${LINK_ID}/stats`;
const NOW = new Date('2026-11-23T10:30:00.000Z');

const last = (calls: MockCall[]) => calls.filter((c) => c.path === PATH).at(-1)?.query;

function renderPage() {
  return renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The browser's zone, as Intl reports it.
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: 'Europe/Paris',
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LinkStats', () => {
  it('asks for the last 30 days by day, humans only, in the browser time zone', async () => {
    const api = mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    await screen.findByRole('table', { name: /^Referrers/ });
    const query = last(api.calls)!;
    expect(query.get('from')).toBe('2026-10-24T11:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-23T11:00:00.000Z');
    expect(query.get('interval')).toBe('day');
    expect(query.get('bots')).toBe('exclude');
    expect(query.get('tz')).toBe('Europe/Paris');
  });

  it('changes the request with presets, interval, visitors and a custom range', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    await screen.findByRole('table', { name: /^Referrers/ });

    await user.click(screen.getByRole('button', { name: '24 hours' }));
    await waitFor(() => expect(last(api.calls)?.get('interval')).toBe('hour'));
    expect(last(api.calls)?.get('from')).toBe('2026-11-22T11:00:00.000Z');
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: '1 year' }));
    await waitFor(() => expect(last(api.calls)?.get('interval')).toBe('month'));
    expect(last(api.calls)?.get('from')).toBe('2025-11-23T11:00:00.000Z');
    // An hourly series over a year would be more buckets than the server allows.
    expect(screen.getByRole('option', { name: 'Hour' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Interval'), 'week');
    await waitFor(() => expect(last(api.calls)?.get('interval')).toBe('week'));

    await user.click(screen.getByRole('button', { name: 'Both' }));
    await waitFor(() => expect(last(api.calls)?.get('bots')).toBe('include'));
    await user.click(screen.getByRole('button', { name: 'Bots' }));
    await waitFor(() => expect(last(api.calls)?.get('bots')).toBe('only'));

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(last(api.calls)?.get('from')).toBe('2026-11-16T11:00:00.000Z'));
    expect(last(api.calls)?.get('interval')).toBe('day');

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-03-07');
    await user.type(from, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    await waitFor(() => expect(last(api.calls)?.get('from')).toBe('2026-03-01'));
    expect(last(api.calls)?.get('to')).toBe('2026-03-08');
    expect(last(api.calls)?.get('tz')).toBe('Europe/Paris');
    expect(last(api.calls)?.get('bots')).toBe('only');
  });

  it('refuses a custom range that ends before it starts', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    await screen.findByRole('table', { name: /^Referrers/ });
    const before = api.calls.length;
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(api.calls).toHaveLength(before);
  });

  it('shows the link, the totals, the chart summary and every table', async () => {
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'https://github.com/' })).toHaveAttribute(
      'href',
      'https://github.com/',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Visits120');
    expect(totals).toHaveTextContent('Human visits100');
    expect(totals).toHaveTextContent('Bot visits20');
    expect(totals).toHaveTextContent('Unique visitors80');
    expect(screen.getByRole('img', { name: /^100 human visits over 2 days/ })).toBeInTheDocument();
    for (const name of ['Referrers', 'Countries', 'Devices', 'Browsers', 'Operating systems']) {
      expect(screen.getByRole('table', { name: new RegExp(`^${name}, sorted by`) })).toBeVisible();
      expect(screen.getByRole('img', { name: new RegExp(`^${name}:`) })).toBeInTheDocument();
    }
    const countries = screen.getByRole('table', { name: /^Countries/ });
    expect(within(countries).getAllByRole('rowheader')[0]).toHaveTextContent('France FR');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Statistics /gh');
    const devices = screen.getByRole('table', { name: /^Devices/ });
    expect(within(devices).getByRole('rowheader', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('labels null values "Direct / none" for referrers and "Unknown" elsewhere', async () => {
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    const referrers = await screen.findByRole('table', { name: /^Referrers/ });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct / none' })).toBeVisible();
    const countries = screen.getByRole('table', { name: /^Countries/ });
    expect(within(countries).getByRole('rowheader', { name: 'Unknown' })).toBeVisible();
    const browsers = screen.getByRole('table', { name: /^Browsers/ });
    expect(within(browsers).getByRole('rowheader', { name: 'Other' })).toBeVisible();
  });

  it('sorts a table by value and by visits, keeping aria-sort in step', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    const table = await screen.findByRole('table', { name: /^Referrers/ });
    const order = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const valueHeader = within(table).getByRole('columnheader', { name: /Referrer/ });
    const visitsHeader = within(table).getByRole('columnheader', { name: /Visits/ });
    expect(order()).toEqual(['news.ycombinator.com', 'Direct / none', 'alpha.example']);
    expect(visitsHeader).toHaveAttribute('aria-sort', 'descending');
    expect(valueHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(valueHeader).getByRole('button'));
    expect(order()).toEqual(['alpha.example', 'Direct / none', 'news.ycombinator.com']);
    expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(visitsHeader).toHaveAttribute('aria-sort', 'none');
    expect(table).toHaveAccessibleName('Referrers, sorted by Referrer, ascending');

    // Keyboard: the sort buttons are real buttons.
    within(visitsHeader).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(visitsHeader).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(visitsHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(order()).toEqual(['alpha.example', 'Direct / none', 'news.ycombinator.com']);
  });

  it('shows "No visits in this range" when the range is empty', async () => {
    mockApi({
      [`GET ${PATH}`]: ok(
        statsAnswer({
          totals: { visits: 0, humanVisits: 0, botVisits: 0, uniqueVisitors: 0 },
          referrers: [],
          countries: [],
          devices: [],
          browsers: [],
          os: [],
        }),
      ),
    });
    renderPage();
    expect(await screen.findByText('No visits in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state, then the server message as text', async () => {
    let answer!: (value: ReturnType<typeof fail>) => void;
    mockApi({ [`GET ${PATH}`]: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading statistics…')).toBeInTheDocument();
    answer(fail(400, 'interval: more than 2000 buckets'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the statistics: interval: more than 2000 buckets',
    );
  });

  it('turns public statistics on with PATCH publicStats and offers the public address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const api = mockApi({
      [`GET ${PATH}`]: ok(statsAnswer()),
      'PATCH /api/link': ({ body }) => ok({ ...statsAnswer().link, ...(body as object) }),
    });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Public statistics' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(PROTECTED_DESTINATION_HELP)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy public address' })).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({
      id: LINK_ID,
      publicStats: true,
    });
    expect(screen.getByRole('link', { name: 'https://s.example/gh+' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy public address' }));
    expect(writeText).toHaveBeenCalledWith('https://s.example/gh+');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo('PATCH', '/api/link')[1]?.body).toEqual({
      id: LINK_ID,
      publicStats: false,
    });
  });

  it('shows the short and public addresses on the link’s own domain', async () => {
    const link = { ...statsAnswer().link!, publicStats: true };
    mockApi({
      [`GET ${PATH}`]: ok(statsAnswer({ link })),
      'GET /api/link/single': ({ query }) =>
        query.get('id') === LINK_ID ? ok({ id: LINK_ID, domain: 'go.example' }) : fail(404, 'x'),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'https://go.example/gh' })).toHaveAttribute(
      'href',
      'https://go.example/gh',
    );
    expect(screen.getByRole('link', { name: 'https://go.example/gh+' })).toBeInTheDocument();
  });

  it('downloads the visits as CSV or JSON through the visits endpoint', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${PATH}`]: ok(statsAnswer()),
      [`GET /api/link/${LINK_ID}/visits`]: {
        text: 'time,referrer\n',
        headers: { 'Content-Disposition': 'attachment; filename="gh-visits.csv"' },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download visits as CSV' }));
    await waitFor(() => expect(api.callsTo('GET', `/api/link/${LINK_ID}/visits`)).toHaveLength(1));
    expect(api.callsTo('GET', `/api/link/${LINK_ID}/visits`)[0]?.query.get('format')).toBe('csv');
    await user.click(screen.getByRole('button', { name: 'Download visits as JSON' }));
    await waitFor(() => expect(api.callsTo('GET', `/api/link/${LINK_ID}/visits`)).toHaveLength(2));
    expect(api.callsTo('GET', `/api/link/${LINK_ID}/visits`)[1]?.query.get('format')).toBe('json');
  });

  it('has no serious accessibility violations', async () => {
    mockApi({ [`GET ${PATH}`]: ok(statsAnswer()) });
    renderPage();
    await screen.findByRole('table', { name: /^Referrers/ });
    await expectNoSeriousA11yViolations();
  });
});
