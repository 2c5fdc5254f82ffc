import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ProxyWarning } from './proxy-warning';

const about = (extra: object) =>
  ok({ domain: 'http://localhost', demo: false, registration: false, ...extra });

describe('ProxyWarning', () => {
  it('shows the server warning to the owner', async () => {
    mockApi({ 'GET /api/about': about({ proxyWarning: 'TRUST_PROXY is off' }) });
    renderWithProviders(<ProxyWarning />);
    expect(await screen.findByRole('alert')).toHaveTextContent('TRUST_PROXY is off');
  });

  it('shows nothing without one', async () => {
    const api = mockApi({ 'GET /api/about': about({}) });
    renderWithProviders(<ProxyWarning />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
