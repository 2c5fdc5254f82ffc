import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statsAnswer } from '@/features/stats/stats.fixture';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/test-utils';

const about = { domain: 'http://localhost', demo: false, registration: true };

describe('/dash/public/:slug', () => {
  it('shows the public statistics to a logged-out visitor, with no dashboard navigation', async () => {
    const api = mockApi({
      'GET /api/about': ok(about),
      'GET /api/public/stats/gh': ok(statsAnswer()),
    });
    const { router } = renderApp('/dash/public/gh');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Statistics of /gh');
    expect(router.state.location.pathname).toBe('/dash/public/gh');
    expect(await screen.findByRole('region', { name: 'Totals' })).toHaveTextContent('Visits120');
    const referrers = screen.getByRole('table', { name: /^Referrers/ });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct / none' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Public statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download visits/ })).not.toBeInTheDocument();
    const links = screen.queryAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(links.filter((href) => href.startsWith('/dash'))).toEqual([]);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Statistics | Linkhop'));
  });

  it('asks for the link on the short domain the address names', async () => {
    const api = mockApi({
      'GET /api/about': ok(about),
      'GET /api/public/stats/gh': ok(statsAnswer()),
    });
    renderApp('/dash/public/gh?domain=go.example');
    expect(await screen.findByRole('region', { name: 'Totals' })).toHaveTextContent('Visits120');
    expect(api.callsTo('GET', '/api/public/stats/gh')[0]?.query.get('domain')).toBe('go.example');
  });

  it('says "This link has no public statistics." when the API answers 404', async () => {
    mockApi({
      'GET /api/about': ok(about),
      'GET /api/public/stats/secret': fail(404, 'Link not found'),
    });
    renderApp('/dash/public/secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has no public statistics.',
    );
  });

  it('shows other server errors as text', async () => {
    mockApi({
      'GET /api/about': ok(about),
      'GET /api/public/stats/gh': fail(400, 'tz: unknown time zone'),
    });
    renderApp('/dash/public/gh');
    expect(await screen.findByRole('alert')).toHaveTextContent('tz: unknown time zone');
  });
});
