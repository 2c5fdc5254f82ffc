import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { SignOutEverywhere } from './sign-out-everywhere';

afterEach(() => vi.restoreAllMocks());

describe('SignOutEverywhere', () => {
  it('verifies, ends every session with the secret replaced when asked, then reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    loginAs(testAccount());
    const api = mockApi({
      'POST /api/auth/sessions/revoke': ok(
        { sessionsEnded: 3, secret: 'T'.repeat(32) },
        'Signed out everywhere',
      ),
    });
    renderWithProviders(<SignOutEverywhere reload={reload} />);
    await user.click(screen.getByLabelText('Also replace the API secret'));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.type(await screen.findByLabelText('Your password'), 'Current-pass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/auth/sessions/revoke')[0]?.body).toEqual({
      verification: { password: 'Current-pass1', token: '' },
      rotateSecret: true,
    });
  });

  it('keeps the popup open with the refusal and does not reload', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    loginAs(testAccount());
    const api = mockApi({ 'POST /api/auth/sessions/revoke': fail(403, 'Invalid Password') });
    renderWithProviders(<SignOutEverywhere reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.type(await screen.findByLabelText('Your password'), 'Wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/auth/sessions/revoke')[0]?.body).toEqual({
      verification: { password: 'Wrong-pass1', token: '' },
      rotateSecret: false,
    });
  });
});
