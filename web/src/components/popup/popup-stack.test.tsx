import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { PopupShell } from './popup-shell';
import { PopupStack } from './popup-stack';
import { popups, usePopupStore, type PopupPropsOf } from './popup-store';

function Hello({ data }: PopupPropsOf<'Information'>) {
  return <PopupShell title={`Hello ${data.title}`} />;
}

describe('popup stack', () => {
  it('renders every popup of the stack as a modal dialog, newest last', async () => {
    usePopupStore.getState().register({ Information: Hello });
    render(<PopupStack />);
    act(() => {
      void popups.open('Information', { title: 'one' });
    });
    await screen.findByRole('dialog', { name: 'Hello one' });
    act(() => {
      void popups.open('Information', { title: 'two' });
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
      return { default: Hello };
    });
    usePopupStore.getState().register({ Information: Lazy });
    render(<PopupStack />);
    let id = '';
    act(() => {
      id = popups.open('Information', { title: 'lazy' }).id;
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
    usePopupStore.getState().register({ Information: Hello });
    render(<PopupStack />);
    act(() => {
      void popups.open('Information', { title: 'a' });
    });
    await screen.findByRole('dialog', { name: 'Hello a' });
    act(() => {
      void popups.open('Information', { title: 'b' });
    });
    await screen.findByRole('dialog', { name: 'Hello b' });
    act(() => popups.closeAll());
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });
});
