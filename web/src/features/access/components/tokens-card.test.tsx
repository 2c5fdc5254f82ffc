// The token form's scopes: every account may give a token webhooks:write, only the owner and
// admins users:admin.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { TokensCard } from './tokens-card';

const scopeNames = () =>
  within(screen.getByRole('group', { name: 'Scopes' }))
    .getAllByRole('checkbox')
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);

describe('token scopes', () => {
  it('offers webhooks:write to a standard account, without users:admin', () => {
    mockApi({ 'GET /api/auth/tokens': ok([]) });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<TokensCard />);
    expect(scopeNames()).toEqual([
      'links:read — Read links (list, export)',
      'links:write — Create, edit and delete links',
      'stats:read — Read statistics',
      'webhooks:write — Manage webhooks and read their deliveries',
    ]);
  });

  it('offers every scope to the owner', () => {
    mockApi({ 'GET /api/auth/tokens': ok([]) });
    loginAs();
    renderWithProviders(<TokensCard />);
    expect(scopeNames()).toHaveLength(5);
    expect(screen.getByLabelText(/^webhooks:write/)).not.toBeChecked();
  });
});
