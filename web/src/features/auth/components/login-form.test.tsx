import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePopupStore } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders, testAccount } from '@/testing/test-utils';
import { LoginForm } from './login-form';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username or e-mail'), 'alice@example.com');
  await user.type(screen.getByLabelText('Password'), 'Correct-horse-1');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('shows the server message on failure', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/login': fail(403, 'Invalid username or password') });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('explains a login whose session cookie was not kept', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': ok(testAccount(), 'Successfully logged in!'),
      'GET /api/auth/me': fail(401, 'No cookie token provided'),
    });
    const { router } = renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('did not keep the session cookie');
    expect(router.state.location.pathname).toBe('/dash/login');
  });

  it('goes to `next` as soon as the account is loaded, without waiting for other queries', async () => {
    // Waiting for every query to refetch let the form navigate seconds after the login page
    // had already left, undoing whatever the user opened meanwhile (e.g. Settings).
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': ok(testAccount(), 'Successfully logged in!'),
      'GET /api/auth/me': ok(testAccount()),
    });
    function NeverAnswers() {
      useQuery({ queryKey: ['never-answers'], queryFn: () => new Promise<never>(() => {}) });
      return null;
    }
    const { router } = renderWithProviders(
      <>
        <LoginForm />
        <NeverAnswers />
      </>,
      { route: `/dash/login?next=${encodeURIComponent('/dash/settings')}` },
    );
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings'));
  });

  it('validates required fields before calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a code when the server answers "2FA token required" and retries with it', async () => {
    const user = userEvent.setup();
    const account = testAccount({ totp: true });
    const api = mockApi({
      'POST /api/auth/login': ({ body }) =>
        (body as { token?: string }).token === '123456'
          ? ok(account, 'Successfully logged in!')
          : fail(403, '2FA token required'),
      'GET /api/auth/me': ok(account),
    });
    const { router } = renderWithProviders(<LoginForm />, {
      route: `/dash/login?next=${encodeURIComponent('/dash/settings?x=1')}`,
    });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await fillAndSubmit(user);
    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings'));
    expect(router.state.location.search).toBe('?x=1');
    const logins = api.callsTo('POST', '/api/auth/login');
    expect(logins.map((c) => c.body)).toEqual([
      { username: 'alice@example.com', password: 'Correct-horse-1' },
      { username: 'alice@example.com', password: 'Correct-horse-1', token: '123456' },
    ]);
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(1);
  });

  it('shows a wrong code message from the server', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': ({ body }) =>
        (body as { token?: string }).token
          ? fail(403, 'Expired or invalid TOTP token')
          : fail(403, '2FA token required'),
    });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Expired or invalid TOTP token');
  });

  it('"Lost your code?" opens the LostTOTP popup with the typed credentials', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/login': fail(403, '2FA token required') });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Lost your code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lost your code?' });
    expect(usePopupStore.getState().popups[0]).toMatchObject({
      name: 'LostTOTP',
      data: { username: 'alice@example.com', password: 'Correct-horse-1' },
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Backup code')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/auth/login': fail(403, '2FA token required') });
    renderWithProviders(<LoginForm registrationOpen />, { route: '/dash/login' });
    await fillAndSubmit(user);
    await screen.findByLabelText('Authentication code');
    await expectNoSeriousA11yViolations();
  });
  it('offers the passkey, not a code, when a passkey is the only second factor', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/login': fail(403, '2FA token required', {
        secondFactors: { totp: false, passkey: true },
      }),
    });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lost your code?' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('offers both when the account has TOTP and a passkey', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/login': fail(403, '2FA token required', {
        secondFactors: { totp: true, passkey: true },
      }),
    });
    renderWithProviders(<LoginForm />, { route: '/dash/login' });
    await fillAndSubmit(user);
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });
});
