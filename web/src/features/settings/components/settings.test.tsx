import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { useAccountStore } from '@/lib/account/account-store';
import * as download from '@/lib/download';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ApiSecretCard } from './api-secret-card';
import { AutomaticLoginCard } from './automatic-login-card';

afterEach(() => vi.restoreAllMocks());

describe('ApiSecretCard', () => {
  it('hides the secret until asked, then shows it', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ secret: 'S'.repeat(32) }));
    renderWithProviders(<ApiSecretCard />);
    expect(screen.queryByText('S'.repeat(32))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(screen.getByText('S'.repeat(32))).toBeInTheDocument();
  });

  it('regenerates the secret and stores the new one', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ secret: 'S'.repeat(32) }));
    mockApi({
      'POST /api/auth/newSecret': ok(
        { secret: 'T'.repeat(32) },
        'Successfully generated a new secret',
      ),
    });
    renderWithProviders(<ApiSecretCard />);
    await user.click(screen.getByRole('button', { name: 'Regenerate secret' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('T'.repeat(32))).toBeInTheDocument();
    expect(useAccountStore.getState().account?.secret).toBe('T'.repeat(32));
  });

  it('shows the "Error generating new secret" popup when the server refuses', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ secret: null, hasSecret: false }));
    mockApi({
      'POST /api/auth/newSecret': fail(406, 'Updating of credentials is not enabled in demo mode.'),
    });
    renderWithProviders(<ApiSecretCard />);
    await user.click(screen.getByRole('button', { name: 'Generate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error generating new secret' });
    expect(dialog).toHaveTextContent('Updating of credentials is not enabled in demo mode.');
    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the ShareX config as Linkhop.sxcu', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    const config = {
      Version: '14.1.0',
      Name: 'Linkhop',
      RequestURL: 'http://localhost/api/sharex',
    };
    loginAs();
    mockApi({ 'GET /api/sharex/config': ok({ config }) });
    renderWithProviders(<ApiSecretCard />);
    await user.click(screen.getByRole('button', { name: 'Download ShareX config' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [name, content] = save.mock.calls[0]!;
    expect(name).toBe('Linkhop.sxcu');
    expect(JSON.parse(content as string)).toEqual(config);
  });

  it('shows why the ShareX config is not available', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ secret: null, hasSecret: false }));
    mockApi({ 'GET /api/sharex/config': fail(412, 'You need to generate a secret first') });
    renderWithProviders(<ApiSecretCard />);
    await user.click(screen.getByRole('button', { name: 'Download ShareX config' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You need to generate a secret first',
    );
  });
});

describe('credential popups for the current account', () => {
  it('ChangeUsername sends newUsername and the current password, and stores the result', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ username: 'alice' }));
    const api = mockApi({
      'PATCH /api/auth/username': ok(
        { message: 'Username successfully updated', account: testAccount({ username: 'alicia' }) },
        'Username successfully updated',
      ),
    });
    renderWithProviders(null);
    act(() => {
      void popups.open('ChangeUsername');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change username' });
    expect(within(dialog).queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New username'), 'alicia');
    await user.type(within(dialog).getByLabelText('Current password'), 'Current-pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/auth/username')[0]?.body).toEqual({
      newUsername: 'alicia',
      password: 'Current-pass1',
    });
    expect(useAccountStore.getState().account?.username).toBe('alicia');
  });

  it('ChangeEmail asks for the code when 2FA is on and shows server errors', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ totp: true }));
    const api = mockApi({
      'PATCH /api/auth/email': fail(400, 'You cannot have the same email as another user'),
    });
    renderWithProviders(null);
    act(() => {
      void popups.open('ChangeEmail');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail'), 'bob@example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'Current-pass1');
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot have the same email as another user',
    );
    expect(api.callsTo('PATCH', '/api/auth/email')[0]?.body).toEqual({
      newEmail: 'bob@example.com',
      password: 'Current-pass1',
      token: '123456',
    });
  });

  it('ChangePassword checks the rules and the confirmation before sending', async () => {
    const user = userEvent.setup();
    loginAs();
    const api = mockApi({
      'PATCH /api/auth/password': ok({
        message: 'Password successfully updated',
        account: testAccount(),
      }),
    });
    renderWithProviders(null);
    act(() => {
      void popups.open('ChangePassword');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Old-password-1');
    await user.type(within(dialog).getByLabelText('New password'), 'weak');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This password does not meet the rules above.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'New-Password-123');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'New-Password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      password: 'Old-password-1',
      newPassword: 'New-Password-123',
    });
  });
});

describe('AutomaticLoginCard', () => {
  it('allows automatic login after verification and stores the account', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ allowAutomaticLogin: false }));
    const api = mockApi({
      'POST /api/auth/automatic-login': ok(
        { account: testAccount({ allowAutomaticLogin: true }) },
        'Account successfully updated',
      ),
    });
    renderWithProviders(<AutomaticLoginCard />);
    await user.click(screen.getByRole('button', { name: 'Allow automatic login' }));
    await user.type(await screen.findByLabelText('Your password'), 'Current-pass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('button', { name: 'Turn off automatic login' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/automatic-login')[0]?.body).toEqual({
      verification: { password: 'Current-pass1', token: '' },
    });
    expect(useAccountStore.getState().account?.allowAutomaticLogin).toBe(true);
  });
});
