import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rules } from '@/lib/validation';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders, testAccount } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const good = {
  'E-mail': 'new@example.com',
  Username: 'new_user',
  Password: 'Str0ng-Password',
  'Confirm password': 'Str0ng-Password',
};

describe('RegisterForm', () => {
  it('shows the contract rules before submitting', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(rules.username);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(rules.password);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(rules.email);
  });

  it('refuses values that break the rules without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderWithProviders(<RegisterForm />);
    await fill(user, {
      'E-mail': 'not-an-email',
      Username: '_x',
      Password: 'short',
      'Confirm password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This username does not meet the rules above.')).toBeInTheDocument();
    expect(screen.getByText('This password does not meet the rules above.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message and marks used fields", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/register': fail(400, 'Field(s) are already used', {
        exists: { username: true, email: false },
      }),
    });
    renderWithProviders(<RegisterForm />);
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Field(s) are already used');
    expect(screen.getByText('This username is already used.')).toBeInTheDocument();
  });

  it('registers, logs in with the same credentials and goes to the overview', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/register': ok({ id: 'x', username: 'new_user' }, 'Account created'),
      'POST /api/auth/login': ok(testAccount(), 'Successfully logged in!'),
      'GET /api/auth/me': ok(testAccount()),
    });
    const { router } = renderWithProviders(<RegisterForm />, { route: '/dash/register' });
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/overview'));
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'new@example.com',
      username: 'new_user',
      password: 'Str0ng-Password',
    });
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'new_user',
      password: 'Str0ng-Password',
    });
  });

  it('has no serious accessibility violations', async () => {
    renderWithProviders(<RegisterForm />);
    await expectNoSeriousA11yViolations();
  });
});
