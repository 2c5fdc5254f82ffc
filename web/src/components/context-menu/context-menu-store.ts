// The one open context menu of the page (docs/dashboard.md#context-menu). Items and defaults:
// label, icon, disabled, hidden, checked, shortcut, children, divided, onClick; min width
// 100 px, max width 600 px, z-index 100, submenu close delay 200 ms, scroll step 50 px.
import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  hidden?: boolean;
  /** When set (true or false) the item is a checkbox item showing a check mark when true. */
  checked?: boolean;
  /** Shortcut text shown at the end of the item (display only). */
  shortcut?: string;
  /** Items of a submenu. */
  children?: MenuItem[];
  /** Draws a divider below this item. */
  divided?: boolean;
  onClick?: () => void;
}

export const CONTEXT_MENU_DEFAULTS = {
  minWidth: 100,
  maxWidth: 600,
  zIndex: 100,
  submenuCloseDelay: 200,
  scrollStep: 50,
} as const;

export interface ContextMenuOptions {
  x: number;
  y: number;
  items: MenuItem[];
  /** Accessible name of the menu, e.g. "Actions for abc123". */
  label?: string;
  /** Move focus to the first item at once (menus opened from the keyboard or a button). */
  focusFirst?: boolean;
  minWidth?: number;
  maxWidth?: number;
  zIndex?: number;
}

interface ContextMenuState {
  menu: (ContextMenuOptions & { key: number }) | null;
  open: (options: ContextMenuOptions) => void;
  close: () => void;
}

let openCount = 0;

export const useContextMenuStore = create<ContextMenuState>()((set) => ({
  menu: null,
  open: (options) => {
    openCount += 1;
    set({ menu: { ...options, key: openCount } });
  },
  close: () => set({ menu: null }),
}));

/** Opens a menu at the pointer of a `contextmenu` event (and suppresses the browser's menu). */
export function openContextMenu(
  event: { clientX: number; clientY: number; preventDefault: () => void },
  items: MenuItem[],
  options: Partial<Omit<ContextMenuOptions, 'items'>> = {},
): void {
  event.preventDefault();
  useContextMenuStore.getState().open({ x: event.clientX, y: event.clientY, ...options, items });
}

/** Opens a menu below a button, focusing the first item (keyboard-friendly entry point). */
export function openContextMenuAt(
  element: Element,
  items: MenuItem[],
  options: Partial<Omit<ContextMenuOptions, 'items'>> = {},
): void {
  const rect = element.getBoundingClientRect();
  useContextMenuStore
    .getState()
    .open({ x: rect.left, y: rect.bottom + 4, focusFirst: true, ...options, items });
}

export function closeContextMenu(): void {
  useContextMenuStore.getState().close();
}
