import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { usePopupStore } from '@/components/popup/popup-store';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders } from '@/testing/test-utils';
import { KeyboardShortcuts } from './keyboard-shortcuts';

function page(create = vi.fn()) {
  renderWithProviders(
    <>
      <input aria-label="Search links" data-shortcut="search" />
      <input aria-label="Another field" />
      <button type="button" data-shortcut="create" onClick={create}>
        New link
      </button>
      <KeyboardShortcuts />
    </>,
  );
  return create;
}

describe('keyboard shortcuts', () => {
  it('focuses the search with /, without typing the slash into it', async () => {
    const user = userEvent.setup();
    page();
    await user.keyboard('/');
    expect(screen.getByLabelText('Search links')).toHaveFocus();
    expect(screen.getByLabelText('Search links')).toHaveValue('');
  });

  it("opens create with c through the page's own button", async () => {
    const user = userEvent.setup();
    const create = page();
    await user.keyboard('c');
    expect(create).toHaveBeenCalledOnce();
  });

  it('leaves keys alone while someone types, or holds a modifier', async () => {
    const user = userEvent.setup();
    const create = page();
    await user.click(screen.getByLabelText('Another field'));
    await user.keyboard('c/?');
    expect(screen.getByLabelText('Another field')).toHaveValue('c/?');
    await user.click(document.body);
    await user.keyboard('{Control>}c{/Control}');
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the keys with ?, in the interface language', async () => {
    const user = userEvent.setup();
    page();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByText('Focus the search')).toBeInTheDocument();
    // A popup owns the keyboard: c does nothing behind it.
    await user.keyboard('c');
    expect(usePopupStore.getState().popups).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await applyLanguage('fr');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Raccourcis clavier' })).toBeInTheDocument();
  });

  it('opens the create popup from a page without a create button', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/about': ok({ domain: 'http://localhost', version: '1.0.0', links: 0 }) });
    loginAs();
    renderWithProviders(<KeyboardShortcuts />);
    await user.keyboard('c');
    expect(usePopupStore.getState().popups.map((popup) => popup.name)).toEqual(['CreateLink']);
  });
});
