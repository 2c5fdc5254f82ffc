// A hand-written context menu, because it must honour docs/dashboard.md's numbers exactly (see
// context-menu-store.ts). ARIA menu pattern with roving focus: ArrowUp/ArrowDown/Home/End move,
// Enter/Space activate, ArrowRight opens a submenu, ArrowLeft closes it, Escape closes the menu.
// Outside clicks and scrolling outside the menu close it too. A menu taller than the viewport
// scrolls by the wheel in fixed steps.
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  CONTEXT_MENU_DEFAULTS,
  useContextMenuStore,
  type ContextMenuOptions,
  type MenuItem,
} from './context-menu-store';

const EDGE = 4;
/** The glyph marking an item that opens a submenu: decoration, hidden from screen readers. */
const SUBMENU_ARROW = '›';

interface PanelProps {
  items: MenuItem[];
  level: number;
  label?: string;
  focusFirst: boolean;
  /** Root: the pointer position. Submenu: how to find the parent item it opens from. */
  position:
    | { x: number; y: number }
    | { anchorIndex: number; getItemElement: (index: number) => HTMLElement | null };
  sizing: { minWidth: number; maxWidth: number; zIndex: number };
  onCloseAll: () => void;
  /** Submenus only: close this submenu and give focus back to its parent item. */
  onCloseSelf?: () => void;
}

function firstEnabled(items: MenuItem[]): number {
  return items.findIndex((item) => !item.disabled);
}

function lastEnabled(items: MenuItem[]): number {
  for (let i = items.length - 1; i >= 0; i--) if (!items[i]?.disabled) return i;
  return -1;
}

function stepEnabled(items: MenuItem[], from: number, step: 1 | -1): number {
  const n = items.length;
  if (n === 0) return -1;
  let index = from;
  for (let tries = 0; tries < n; tries++) {
    index = from === -1 && tries === 0 ? (step === 1 ? 0 : n - 1) : (index + step + n) % n;
    if (!items[index]?.disabled) return index;
  }
  return -1;
}

function MenuPanel({
  items,
  level,
  label,
  focusFirst,
  position,
  sizing,
  onCloseAll,
  onCloseSelf,
}: PanelProps) {
  const visible = items.filter((item) => !item.hidden);
  const panelRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [active, setActive] = useState(() => (focusFirst ? firstEnabled(visible) : -1));
  const [openSub, setOpenSub] = useState<{ index: number; focusFirst: boolean } | null>(null);

  // Keep the menu inside the viewport.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const rect = panel.getBoundingClientRect();
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    let left: number;
    let top: number;
    if ('anchorIndex' in position) {
      const anchor = position.getItemElement(position.anchorIndex)?.getBoundingClientRect() ?? {
        left: 0,
        right: 0,
        top: 0,
      };
      left = anchor.right + 2;
      if (left + rect.width > vw - EDGE) left = Math.max(EDGE, anchor.left - rect.width - 2);
      top = anchor.top - EDGE;
    } else {
      left = position.x;
      top = position.y;
      if (left + rect.width > vw - EDGE) left = Math.max(EDGE, vw - rect.width - EDGE);
    }
    if (top + rect.height > vh - EDGE) top = Math.max(EDGE, vh - rect.height - EDGE);
    panel.style.left = `${left}px`;
    panel.style.top = `${top}px`;
  }, [position]);

  // Roving focus: the active item holds focus; with none active, the panel itself does.
  useEffect(() => {
    const target = active >= 0 ? itemRefs.current[active] : panelRef.current;
    target?.focus({ preventScroll: false });
  }, [active]);

  // Wheel scrolling in fixed steps when the menu is taller than the viewport. A native,
  // non-passive listener, so the page behind does not scroll (which would close the menu).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (panel.scrollHeight <= panel.clientHeight || event.deltaY === 0) return;
      panel.scrollTop += Math.sign(event.deltaY) * CONTEXT_MENU_DEFAULTS.scrollStep;
    };
    panel.addEventListener('wheel', onWheel, { passive: false });
    return () => panel.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpenSub(null);
    }, CONTEXT_MENU_DEFAULTS.submenuCloseDelay);
  };

  const activate = (index: number, fromKeyboard: boolean) => {
    const item = visible[index];
    if (!item || item.disabled) return;
    if (item.children) {
      cancelClose();
      setOpenSub({ index, focusFirst: fromKeyboard });
      return;
    }
    onCloseAll();
    item.onClick?.();
  };

  const getItemElement = useCallback((index: number) => itemRefs.current[index] ?? null, []);

  const closeSubmenu = useCallback(() => {
    setOpenSub((current) => {
      if (current) itemRefs.current[current.index]?.focus();
      return null;
    });
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    // Submenus are nested in the DOM; only the panel that holds focus handles the key.
    if ((event.target as Element).closest('[role="menu"]') !== event.currentTarget) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((current) => stepEnabled(visible, current, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => stepEnabled(visible, current, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(firstEnabled(visible));
        break;
      case 'End':
        event.preventDefault();
        setActive(lastEnabled(visible));
        break;
      case 'ArrowRight': {
        const item = visible[active];
        if (item?.children && !item.disabled) {
          event.preventDefault();
          cancelClose();
          setOpenSub({ index: active, focusFirst: true });
        }
        break;
      }
      case 'ArrowLeft':
        if (level > 0 && onCloseSelf) {
          event.preventDefault();
          event.stopPropagation();
          onCloseSelf();
        }
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (active >= 0) activate(active, true);
        break;
      case 'Escape':
        event.preventDefault();
        onCloseAll();
        break;
      case 'Tab':
        event.preventDefault();
        onCloseAll();
        break;
      default:
        break;
    }
  };

  return (
    <div
      ref={panelRef}
      role="menu"
      aria-label={label}
      aria-orientation="vertical"
      tabIndex={-1}
      className="context-menu"
      data-level={level}
      style={{
        position: 'fixed',
        minWidth: sizing.minWidth,
        maxWidth: sizing.maxWidth,
        zIndex: sizing.zIndex + level,
        maxHeight: `calc(100vh - ${EDGE * 2}px)`,
        overflow: 'hidden',
      }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {visible.map((item, index) => {
        const isCheckbox = item.checked !== undefined;
        const isOpen = openSub?.index === index;
        return (
          <Fragment key={`${index}-${item.label}`}>
            <div
              role="none"
              className="context-menu__entry"
              onMouseEnter={() => {
                if (isOpen) {
                  cancelClose();
                } else if (item.children && !item.disabled) {
                  cancelClose();
                  setOpenSub({ index, focusFirst: false });
                }
                if (!item.disabled) setActive(index);
              }}
              onMouseLeave={() => {
                if (isOpen) scheduleClose();
              }}
            >
              <div
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                role={isCheckbox ? 'menuitemcheckbox' : 'menuitem'}
                aria-label={item.label}
                aria-checked={isCheckbox ? item.checked : undefined}
                aria-disabled={item.disabled || undefined}
                aria-haspopup={item.children ? 'menu' : undefined}
                aria-expanded={item.children ? isOpen : undefined}
                tabIndex={-1}
                className={[
                  'context-menu__item',
                  index === active ? 'is-active' : '',
                  item.disabled ? 'is-disabled' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => activate(index, false)}
              >
                <span className="context-menu__check" aria-hidden="true">
                  {item.checked ? '✓' : ''}
                </span>
                {item.icon !== undefined && (
                  <span className="context-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className="context-menu__label">{item.label}</span>
                {item.shortcut && <span className="context-menu__shortcut">{item.shortcut}</span>}
                {item.children && (
                  <span className="context-menu__arrow" aria-hidden="true">
                    {SUBMENU_ARROW}
                  </span>
                )}
              </div>
              {item.children && isOpen && (
                <MenuPanel
                  items={item.children}
                  level={level + 1}
                  label={item.label}
                  focusFirst={openSub.focusFirst}
                  position={{ anchorIndex: index, getItemElement }}
                  sizing={sizing}
                  onCloseAll={onCloseAll}
                  onCloseSelf={closeSubmenu}
                />
              )}
            </div>
            {item.divided && <div role="separator" className="context-menu__divider" />}
          </Fragment>
        );
      })}
    </div>
  );
}

export interface ContextMenuProps extends ContextMenuOptions {
  onClose: () => void;
}

export function ContextMenu({
  x,
  y,
  items,
  label,
  focusFirst = false,
  minWidth = CONTEXT_MENU_DEFAULTS.minWidth,
  maxWidth = CONTEXT_MENU_DEFAULTS.maxWidth,
  zIndex = CONTEXT_MENU_DEFAULTS.zIndex,
  onClose,
}: ContextMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [position] = useState(() => ({ x, y }));
  const [sizing] = useState(() => ({ minWidth, maxWidth, zIndex }));

  // Give focus back to where it was (e.g. the "Actions" button) when the menu closes. Read
  // while rendering, before the panel's effect moves focus into the menu.
  const [returnFocus] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    },
    [returnFocus],
  );

  useEffect(() => {
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (rootRef.current?.contains(target) ?? false);
    const onOutside = (event: Event) => {
      if (!inside(event.target)) onClose();
    };
    const onKeyDown = (event: Event) => {
      if ('key' in event && event.key === 'Escape') onClose();
    };
    // [target, type, listener, capture]: a press or scroll outside, Escape, resize or blur close it.
    const listeners: [EventTarget, string, (event: Event) => void, boolean][] = [
      [document, 'mousedown', onOutside, true],
      [document, 'touchstart', onOutside, true],
      [document, 'keydown', onKeyDown, false],
      [window, 'scroll', onOutside, true],
      [window, 'resize', onClose, false],
      [window, 'blur', onClose, false],
    ];
    for (const [target, type, listener, capture] of listeners) {
      target.addEventListener(type, listener, capture);
    }
    return () => {
      for (const [target, type, listener, capture] of listeners) {
        target.removeEventListener(type, listener, capture);
      }
    };
  }, [onClose]);

  return (
    <div ref={rootRef} className="context-menu-root">
      <MenuPanel
        items={items}
        level={0}
        label={label}
        focusFirst={focusFirst}
        position={position}
        sizing={sizing}
        onCloseAll={onClose}
      />
    </div>
  );
}

/** Renders the page's open context menu, if any, into document.body. */
export function ContextMenuHost() {
  const menu = useContextMenuStore((state) => state.menu);
  const close = useContextMenuStore((state) => state.close);
  if (!menu) return null;
  const { key, ...options } = menu;
  return createPortal(<ContextMenu key={key} {...options} onClose={close} />, document.body);
}
