// Dashboard-wide keys (docs/dashboard.md#keyboard-shortcuts): `/` focuses the page's search,
// `c` opens the create-link popup, `?` lists the keys. They stay out of the way while someone
// types in a field, holds a modifier, or has a popup open (popups own the keyboard then).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupShell } from '@/components/popup/popup-shell';
import { usePopupStore } from '@/components/popup/popup-store';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"], [role="listbox"]') !== null
  );
}

/** The element a page marks `data-shortcut="search"` or `"create"` for the keys to find. */
const target = (name: 'search' | 'create') =>
  document.querySelector<HTMLElement>(`[data-shortcut="${name}"]`);

export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      if (event.key === '/') {
        const search = target('search');
        if (!search) return;
        event.preventDefault();
        search.focus();
      } else if (event.key === 'c') {
        event.preventDefault();
        // The page's own button knows its context (e.g. the domain the list shows).
        const create = target('create');
        if (create) create.click();
        else void usePopupStore.getState().open('CreateLink');
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const keys: [string, string][] = [
    ['/', t('app.shortcuts.search')],
    ['c', t('app.shortcuts.create')],
    ['?', t('app.shortcuts.help')],
    ['Esc', t('app.shortcuts.close')],
  ];
  return (
    <Dialog.Root open={helpOpen} onOpenChange={setHelpOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="popup-overlay" />
        <PopupShell title={t('app.shortcuts.title')} size="sm">
          <dl className="shortcuts">
            {keys.map(([key, what]) => (
              <div className="shortcuts__row" key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </PopupShell>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
