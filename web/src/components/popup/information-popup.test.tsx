import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { showInformation, showMessage } from './popup-helpers';
import { popups, usePopupStore } from './popup-store';

describe('Information popup', () => {
  it('shows the title, the description as text and the buttons', async () => {
    renderWithProviders(null);
    act(() => {
      void showInformation({
        title: 'Heads up',
        description: '<b>not html</b>',
        buttons: [
          { name: 'Cancel', type: 'secondary', action: ({ close }) => close(false) },
          { name: 'Go', type: 'primary', action: ({ close }) => close(true) },
        ],
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Heads up' });
    expect(dialog).toHaveAccessibleDescription('<b>not html</b>');
    expect(dialog.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('button--secondary');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
  });

  it('runs a button action, which resolves the awaited value on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);
    const action = vi.fn(({ close }: { close: (v?: unknown) => void }) => close('chosen'));
    let promise!: Promise<unknown>;
    act(() => {
      promise = popups.open('Information', {
        title: 'Pick',
        buttons: [{ name: 'Pick me', action }],
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Pick me' }));
    expect(action).toHaveBeenCalledTimes(1);
    await expect(promise).resolves.toBe('chosen');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with the button name when a button has no action', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);
    let promise!: Promise<unknown>;
    act(() => {
      promise = popups.open('Information', { title: 'Plain', buttons: [{ name: 'Fine' }] });
    });
    await user.click(await screen.findByRole('button', { name: 'Fine' }));
    await expect(promise).resolves.toBe('Fine');
  });

  it('showMessage has one primary "Okay" button that closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);
    let promise!: Promise<unknown>;
    act(() => {
      promise = showMessage('Saved', 'All good');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    const buttons = screen
      .getAllByRole('button')
      .filter((b) => dialog.contains(b) && b.textContent !== '×');
    expect(buttons.map((b) => b.textContent)).toEqual(['Okay']);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await expect(promise).resolves.toBeUndefined();
  });

  it('Escape closes only the topmost popup', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);
    act(() => {
      void popups.open('Information', { title: 'Bottom' });
    });
    await screen.findByRole('dialog', { name: 'Bottom' });
    act(() => {
      void popups.open('Information', { title: 'Top' });
    });
    await screen.findByRole('dialog', { name: 'Top' });
    expect(screen.queryByRole('dialog', { name: 'Bottom' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Top' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('dialog', { name: 'Bottom' })).toBeInTheDocument();
    expect(usePopupStore.getState().popups).toHaveLength(1);
  });

  it('the close button closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);
    act(() => {
      void popups.open('Information', { title: 'Closable' });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no serious accessibility violations', async () => {
    renderWithProviders(null);
    act(() => {
      void showMessage('Accessible', 'Some text');
    });
    await screen.findByRole('dialog', { name: 'Accessible' });
    await expectNoSeriousA11yViolations();
  });
});
