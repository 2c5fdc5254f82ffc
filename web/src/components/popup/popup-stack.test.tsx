import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { PopupShell } from './popup-shell';
import { PopupStack } from './popup-stack';
import { definePopup, popups, usePopupStore, type PopupProps } from './popup-store';

function Hello({ data }: PopupProps<{ who: string }, void>) {
  return <PopupShell title={`Hello ${data.who}`} />;
}

describe('popup stack', () => {
  it('renders every popup of the stack as a modal dialog, newest last', async () => {
    usePopupStore.getState().register({ Information: definePopup(Hello) });
    render(<PopupStack />);
    act(() => {
      void popups.open('Information', { who: 'one' });
    });
    await screen.findByRole('dialog', { name: 'Hello one' });
    act(() => {
      void popups.open('Information', { who: 'two' });
    });
    await screen.findByRole('dialog', { name: 'Hello two' });
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs.map((d) => d.textContent)).toEqual([
      expect.stringContaining('Hello one'),
      expect.stringContaining('Hello two'),
    ]);
    // Only the topmost one is exposed; the one below is hidden from assistive technology.
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Hello two');
  });

  it('marks a lazily loaded popup as loaded once its component has mounted', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const Lazy = lazy(async () => {
      await gate;
      return { default: definePopup(Hello) };
    });
    usePopupStore.getState().register({ Verify: Lazy });
    render(<PopupStack />);
    let id = '';
    act(() => {
      id = popups.open('Verify', { who: 'lazy' }).id;
    });
    expect(usePopupStore.getState().popups[0]).toMatchObject({ id, loaded: false });
    expect(await screen.findByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => {
      release();
      await gate;
    });
    await screen.findByRole('dialog', { name: 'Hello lazy' });
    await waitFor(() => expect(usePopupStore.getState().popups[0]?.loaded).toBe(true));
    act(() => popups.close(id));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes all popups at once', async () => {
    usePopupStore.getState().register({ Information: definePopup(Hello) });
    render(<PopupStack />);
    act(() => {
      void popups.open('Information', { who: 'a' });
    });
    await screen.findByRole('dialog', { name: 'Hello a' });
    act(() => {
      void popups.open('Information', { who: 'b' });
    });
    await screen.findByRole('dialog', { name: 'Hello b' });
    act(() => popups.closeAll());
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });
});
