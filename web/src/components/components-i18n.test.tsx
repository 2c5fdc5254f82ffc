// The texts the shared components write themselves, in another interface language.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { rules } from '@/lib/validation';
import { renderWithProviders } from '@/testing/test-utils';
import { confirmAction, showMessage, withLoader } from './popup/popup-helpers';
import { popups } from './popup/popup-store';
import {
  CurrentPasswordField,
  EmailField,
  LoginNameField,
  NewPasswordField,
  setServerFieldErrors,
  UsernameField,
} from './ui/credential-fields';
import { TotpCodeField } from './ui/totp-code-field';

describe('shared components in German', () => {
  it('the Information popup: default "OK" button and a translated close button', async () => {
    const user = userEvent.setup();
    await applyLanguage('de');
    renderWithProviders(null);
    let promise!: Promise<unknown>;
    act(() => {
      promise = popups.open('Information', { title: 'Gespeichert' });
    });
    await screen.findByRole('dialog', { name: 'Gespeichert' });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(promise).resolves.toBe('OK');
  });

  it('showMessage and confirmAction use the language’s button names', async () => {
    const user = userEvent.setup();
    await applyLanguage('de');
    renderWithProviders(null);
    act(() => {
      void showMessage('Hinweis', 'Alles gut');
    });
    await screen.findByRole('dialog', { name: 'Hinweis' });
    await user.click(screen.getByRole('button', { name: 'OK' }));

    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({ title: 'Sicher?' });
    });
    await screen.findByRole('dialog', { name: 'Sicher?' });
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await expect(answer).resolves.toBe(true);
  });

  it('the Loader popup’s default label', async () => {
    await applyLanguage('de');
    renderWithProviders(null);
    let finish!: () => void;
    const task = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let done!: Promise<void>;
    act(() => {
      done = withLoader(() => task);
    });
    expect(await screen.findByRole('dialog', { name: 'Wird geladen …' })).toBeInTheDocument();
    await act(async () => {
      finish();
      await done;
    });
  });

  it('the credential and code fields: labels and rule texts', async () => {
    await applyLanguage('de');
    render(
      <>
        <UsernameField />
        <EmailField />
        <NewPasswordField />
        <LoginNameField />
        <TotpCodeField />
      </>,
    );
    expect(screen.getByLabelText('Benutzername')).toHaveAccessibleDescription(
      '3–20 Zeichen: Buchstaben, Ziffern, Punkte und Unterstriche; darf nicht mit einem Punkt oder Unterstrich beginnen oder enden.',
    );
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(rules.email);
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(rules.password);
    expect(screen.getByLabelText('Benutzername oder E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentifizierungscode')).toHaveAccessibleDescription(
      'Der 6-stellige Code aus Ihrer Authenticator-App.',
    );
  });

  it('follows a language change made after the first render', () => {
    render(<CurrentPasswordField />);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    act(() => {
      void applyLanguage('fr');
    });
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
  });

  it('the server’s "invalid" verdict on a field', async () => {
    await applyLanguage('es');
    const setError = vi.fn();
    setServerFieldErrors({ invalid: { email: true } }, setError, () => 'x');
    expect(setError).toHaveBeenCalledWith('email', {
      message: 'El servidor no aceptó este valor.',
    });
  });
});
