import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { useAccountStore } from '@/lib/account/account-store';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { TwoFactorCard } from './two-factor-card';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Linkhop:alice?issuer=Linkhop&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const CODES = [
  'ABCDEFGHJKMN',
  'PQRSTUVWXYZ2',
  '23456789ABCD',
  'EFGHJKMNPQRS',
  'TUVWXYZ23456',
  '789ABCDEFGHJ',
  'KMNPQRSTUVWX',
  'YZ23456789AB',
];

describe('enabling 2FA', () => {
  it('starts the set-up once, shows QR and secret, confirms the code and shows backup codes', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: false }));
    const api = mockApi({
      'GET /api/auth/totp': ok(SETUP, 'TOTP secret successfully generated'),
      'POST /api/auth/totp': ({ body }) =>
        (body as { token: string }).token === '123456'
          ? ok({ backupCodes: CODES }, '2FA successfully enabled')
          : fail(403, 'Expired or invalid TOTP token'),
    });
    renderWithProviders(
      <StrictMode>
        <TwoFactorCard />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Enable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable two-factor authentication' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(SETUP.secret)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/totp')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Authentication code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Expired or invalid TOTP token',
    );

    await user.clear(within(dialog).getByLabelText('Authentication code'));
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    const codes = await screen.findByRole('dialog', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(codes).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(codes).getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(useAccountStore.getState().account?.totp).toBe(true);
    await user.click(within(codes).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument();
  });

  it('checks the code format before sending', async () => {
    const user = userEvent.setup();
    loginAs();
    const api = mockApi({ 'GET /api/auth/totp': ok(SETUP) });
    renderWithProviders(null);
    act(() => {
      void popups.open('EnableTOTP');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Enable two-factor authentication' });
    await user.type(await within(dialog).findByLabelText('Authentication code'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/totp')).toHaveLength(0);
  });
});

describe('disabling 2FA', () => {
  it('sends DELETE /api/auth/totp with the code and updates the account', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: true, twoFactorAuthentication: true }));
    const api = mockApi({
      'DELETE /api/auth/totp': ok(undefined, '2FA has been successfully disabled'),
    });
    renderWithProviders(<TwoFactorCard />);
    await user.click(screen.getByRole('button', { name: 'Disable 2FA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' });
    await user.type(within(dialog).getByLabelText('Authentication code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/auth/totp')[0]?.body).toEqual({ token: '654321' });
    expect(useAccountStore.getState().account?.totp).toBe(false);
    expect(screen.getByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
  });
});

describe('LostTOTP', () => {
  it('recovers with a backup code and closes with true', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/totp/recover': ok(
        undefined,
        '2FA has been disabled and you have been logged in',
      ),
    });
    renderWithProviders(null);
    let result!: Promise<unknown>;
    act(() => {
      result = popups.open('LostTOTP', { username: 'alice', password: 'pw' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Lost your code?' });
    expect(within(dialog).getByLabelText('Username or e-mail')).toHaveValue('alice');
    await user.type(within(dialog).getByLabelText('Backup code'), 'ABCDEFGHJKMN');
    await user.click(within(dialog).getByRole('button', { name: 'Recover and log in' }));
    await expect(result).resolves.toBe(true);
    expect(api.callsTo('POST', '/api/auth/totp/recover')[0]?.body).toEqual({
      username: 'alice',
      password: 'pw',
      backupCode: 'ABCDEFGHJKMN',
    });
  });

  it('shows the server message for a wrong backup code', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/totp/recover': fail(403, 'Invalid backup code') });
    renderWithProviders(null);
    act(() => {
      void popups.open('LostTOTP', { username: 'alice', password: 'pw' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Lost your code?' });
    await user.type(within(dialog).getByLabelText('Backup code'), 'ABCDEFGHJKMN');
    await user.click(within(dialog).getByRole('button', { name: 'Recover and log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid backup code');
  });
});
