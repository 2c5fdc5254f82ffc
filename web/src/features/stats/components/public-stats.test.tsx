import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { statsAnswer } from '../stats.fixture';
import { DESTINATION_NOT_SHOWN, PublicStats } from './public-stats';

describe('PublicStats', () => {
  it('shows where the link leads', async () => {
    mockApi({ 'GET /api/public/stats/gh': ok(statsAnswer()) });
    renderWithProviders(<PublicStats slug="gh" />);
    expect(await screen.findByText('Leads to https://github.com/')).toBeInTheDocument();
    expect(screen.queryByText(DESTINATION_NOT_SHOWN)).not.toBeInTheDocument();
  });

  // Issue 30, item 5: a password-protected link's public statistics carry no destination.
  it('says the destination is not shown when the server leaves it out', async () => {
    const answer = statsAnswer();
    mockApi({
      'GET /api/public/stats/gh': ok({ ...answer, link: { ...answer.link, destination: null } }),
    });
    renderWithProviders(<PublicStats slug="gh" />);
    expect(await screen.findByText(DESTINATION_NOT_SHOWN)).toBeInTheDocument();
    expect(screen.queryByText(/Leads to/)).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /^Referrers/ })).toBeInTheDocument();
  });
});
