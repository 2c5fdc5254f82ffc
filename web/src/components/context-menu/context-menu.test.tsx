import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { ContextMenuHost } from './context-menu';
import {
  CONTEXT_MENU_DEFAULTS,
  openContextMenu,
  useContextMenuStore,
  type MenuItem,
} from './context-menu-store';

function setup(items: MenuItem[], options: { focusFirst?: boolean } = {}) {
  const view = render(
    <div>
      <button type="button">Outside</button>
      <ContextMenuHost />
    </div>,
  );
  act(() => useContextMenuStore.getState().open({ x: 10, y: 20, items, label: 'Row', ...options }));
  return view;
}

const menu = () => screen.getByRole('menu', { name: 'Row' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

beforeEach(() => useContextMenuStore.setState({ menu: null }));
afterEach(() => vi.useRealTimers());

describe('context menu', () => {
  it('uses the documented defaults: min 100 px, max 600 px, z-index 100, 200 ms, 50 px', () => {
    expect(CONTEXT_MENU_DEFAULTS).toEqual({
      minWidth: 100,
      maxWidth: 600,
      zIndex: 100,
      submenuCloseDelay: 200,
      scrollStep: 50,
    });
    setup([{ label: 'Open' }]);
    expect(menu().style.minWidth).toBe('100px');
    expect(menu().style.maxWidth).toBe('600px');
    expect(menu().style.zIndex).toBe('100');
  });

  it('renders label, icon, shortcut, checked and disabled items, and skips hidden ones', () => {
    setup([
      { label: 'Open', icon: '↗', shortcut: 'Ctrl+O' },
      { label: 'Secret', hidden: true },
      { label: 'Pinned', checked: true },
      { label: 'Archived', checked: false },
      { label: 'Locked', disabled: true, divided: true },
    ]);
    expect(item('Open')).toHaveTextContent('Ctrl+O');
    expect(item('Open')).toHaveTextContent('↗');
    expect(screen.queryByRole('menuitem', { name: 'Secret' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Pinned' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemcheckbox', { name: 'Archived' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(item('Locked')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('runs onClick and closes; disabled items do nothing', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onLocked = vi.fn();
    setup([
      { label: 'Open', onClick: onOpen },
      { label: 'Locked', disabled: true, onClick: onLocked },
    ]);
    await user.click(item('Locked'));
    expect(onLocked).not.toHaveBeenCalled();
    expect(menu()).toBeInTheDocument();
    await user.click(item('Open'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ArrowDown/ArrowUp move over enabled items and wrap; Home/End jump', () => {
    setup([
      { label: 'One' },
      { label: 'Two', disabled: true },
      { label: 'Three' },
      { label: 'Hidden', hidden: true },
      { label: 'Four' },
    ]);
    expect(menu()).toHaveFocus();
    key('ArrowDown');
    expect(item('One')).toHaveFocus();
    key('ArrowDown');
    expect(item('Three')).toHaveFocus();
    key('ArrowDown');
    expect(item('Four')).toHaveFocus();
    key('ArrowDown');
    expect(item('One')).toHaveFocus();
    key('ArrowUp');
    expect(item('Four')).toHaveFocus();
    key('Home');
    expect(item('One')).toHaveFocus();
    key('End');
    expect(item('Four')).toHaveFocus();
  });

  it('ArrowUp from the menu itself goes to the last item', () => {
    setup([{ label: 'One' }, { label: 'Two' }]);
    key('ArrowUp');
    expect(item('Two')).toHaveFocus();
  });

  it('focuses the first enabled item when opened from the keyboard', () => {
    setup([{ label: 'Off', disabled: true }, { label: 'On' }], { focusFirst: true });
    expect(item('On')).toHaveFocus();
  });

  it('Enter activates the focused item', () => {
    const onTwo = vi.fn();
    setup([{ label: 'One' }, { label: 'Two', onClick: onTwo }]);
    key('End');
    key('Enter');
    expect(onTwo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Enter on a disabled item does nothing', () => {
    const onOnly = vi.fn();
    setup([{ label: 'Only', disabled: true, onClick: onOnly }]);
    key('ArrowDown'); // nothing enabled: focus stays on the menu
    key('Enter');
    expect(onOnly).not.toHaveBeenCalled();
    expect(menu()).toBeInTheDocument();
  });

  it('ArrowRight opens a submenu and focuses its first item; ArrowLeft closes it', () => {
    const onAdmin = vi.fn();
    setup([
      { label: 'Open' },
      {
        label: 'Role',
        children: [
          { label: 'Admin', onClick: onAdmin },
          { label: 'Standard', checked: true },
        ],
      },
    ]);
    key('End');
    expect(item('Role')).toHaveAttribute('aria-expanded', 'false');
    key('ArrowRight');
    expect(item('Role')).toHaveAttribute('aria-expanded', 'true');
    const submenu = screen.getByRole('menu', { name: 'Role' });
    expect(submenu).toBeInTheDocument();
    expect(item('Admin')).toHaveFocus();
    key('ArrowDown');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Standard' })).toHaveFocus();
    key('ArrowLeft');
    expect(screen.queryByRole('menu', { name: 'Role' })).not.toBeInTheDocument();
    expect(item('Role')).toHaveFocus();
    // The root menu is still open and navigable.
    key('ArrowUp');
    expect(item('Open')).toHaveFocus();
    // Enter on a parent opens it too; Enter inside runs the child's action.
    key('ArrowDown');
    key('Enter');
    expect(item('Admin')).toHaveFocus();
    key('Enter');
    expect(onAdmin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('ArrowLeft on the root menu keeps it open', () => {
    setup([{ label: 'One' }]);
    key('ArrowDown');
    key('ArrowLeft');
    expect(menu()).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    setup([{ label: 'One' }]);
    key('Escape');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside but not on a click inside', () => {
    setup([{ label: 'One', disabled: true }]);
    fireEvent.mouseDown(item('One'));
    expect(menu()).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when the page scrolls, but not when the menu itself scrolls', () => {
    setup([{ label: 'One' }]);
    fireEvent.scroll(menu());
    expect(menu()).toBeInTheDocument();
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens a submenu on hover and closes it 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    setup([{ label: 'Role', children: [{ label: 'Admin' }] }, { label: 'Other' }]);
    const entry = item('Role').parentElement as HTMLElement;
    fireEvent.mouseEnter(entry);
    expect(screen.getByRole('menu', { name: 'Role' })).toBeInTheDocument();
    fireEvent.mouseLeave(entry);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('menu', { name: 'Role' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('menu', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('keeps the submenu open when the pointer comes back within the delay', () => {
    vi.useFakeTimers();
    setup([{ label: 'Role', children: [{ label: 'Admin' }] }]);
    const entry = item('Role').parentElement as HTMLElement;
    fireEvent.mouseEnter(entry);
    fireEvent.mouseLeave(entry);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    fireEvent.mouseEnter(entry);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('menu', { name: 'Role' })).toBeInTheDocument();
  });

  it('scrolls a menu taller than the viewport in 50 px wheel steps', () => {
    setup(Array.from({ length: 5 }, (_, i) => ({ label: `Item ${i}` })));
    const panel = menu();
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 500 });
    fireEvent.wheel(panel, { deltaY: 3 });
    expect(panel.scrollTop).toBe(50);
    fireEvent.wheel(panel, { deltaY: 120 });
    expect(panel.scrollTop).toBe(100);
    fireEvent.wheel(panel, { deltaY: -10 });
    expect(panel.scrollTop).toBe(50);
    expect(menu()).toBeInTheDocument();
  });

  it('does not scroll a menu that fits', () => {
    setup([{ label: 'One' }]);
    const panel = menu();
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 100 });
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 100 });
    fireEvent.wheel(panel, { deltaY: 100 });
    expect(panel.scrollTop).toBe(0);
  });

  it('opens from a contextmenu event at the pointer and suppresses the browser menu', () => {
    render(<ContextMenuHost />);
    const event = { clientX: 30, clientY: 40, preventDefault: vi.fn() };
    act(() => openContextMenu(event, [{ label: 'Copy' }], { label: 'Row' }));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(menu().style.left).toBe('30px');
    expect(menu().style.top).toBe('40px');
  });

  it('gives focus back to the element that had it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <button type="button">Actions</button>
        <ContextMenuHost />
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Actions' });
    button.focus();
    act(() =>
      useContextMenuStore
        .getState()
        .open({ x: 0, y: 0, items: [{ label: 'Edit' }], label: 'Row', focusFirst: true }),
    );
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });

  it('has no serious accessibility violations', async () => {
    setup([
      { label: 'Open', shortcut: 'O' },
      { label: 'Role', children: [{ label: 'Admin', checked: true }] },
      { label: 'Delete', disabled: true },
    ]);
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowRight');
    await expectNoSeriousA11yViolations();
  });
});
