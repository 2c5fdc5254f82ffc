import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { rules } from '@/lib/validation';
import {
  CurrentPasswordField,
  EmailField,
  LoginNameField,
  NewPasswordField,
  setServerFieldErrors,
  UsernameField,
} from './credential-fields';

describe('credential fields', () => {
  it('a username field: no auto-capitals or spell check, the rule as hint', () => {
    render(<UsernameField />);
    const input = screen.getByLabelText('Username');
    expect(input).not.toHaveAttribute('type');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAccessibleDescription(rules.username);
  });

  it('an e-mail field', () => {
    render(<EmailField />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAccessibleDescription(rules.email);
  });

  it('a new password field, and its confirmation without the rule', () => {
    render(
      <>
        <NewPasswordField />
        <NewPasswordField label="Confirm password" hint={null} />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription(rules.password);
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).not.toHaveAttribute('aria-describedby');
  });

  it('the current password and the login name', () => {
    render(
      <>
        <LoginNameField />
        <CurrentPasswordField label="Your password" />
      </>,
    );
    expect(screen.getByLabelText('Username or e-mail')).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).not.toHaveAttribute('aria-describedby');
  });

  it('callers override a default', () => {
    render(<EmailField autoComplete="off" label="New e-mail" />);
    expect(screen.getByLabelText('New e-mail')).toHaveAttribute('autocomplete', 'off');
  });

  it('has no serious accessibility violations', async () => {
    render(
      <main>
        <form aria-label="Credentials">
          <EmailField error="Enter a valid e-mail address." />
          <UsernameField />
          <NewPasswordField />
          <NewPasswordField label="Confirm password" hint={null} />
          <CurrentPasswordField label="Current password" />
        </form>
      </main>,
    );
    await expectNoSeriousA11yViolations();
  });
});

describe('setServerFieldErrors', () => {
  it('flags invalid fields with one message and taken ones with the caller’s', () => {
    const setError = vi.fn();
    setServerFieldErrors(
      { invalid: { password: true, email: false }, exists: { username: true, other: true } },
      setError,
      (field) => `${field} is taken`,
    );
    expect(setError.mock.calls).toEqual([
      ['password', { message: 'The server did not accept this value.' }],
      ['username', { message: 'username is taken' }],
    ]);
  });

  it('ignores missing or malformed details', () => {
    const setError = vi.fn();
    setServerFieldErrors(undefined, setError, () => 'x');
    setServerFieldErrors({ invalid: 'email', exists: null }, setError, () => 'x');
    expect(setError).not.toHaveBeenCalled();
  });
});
