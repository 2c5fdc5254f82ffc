// The popup stack (seed §2): modal dialogs opened by name, stacked, awaitable. Each record goes
// through added (loaded=false) → loaded (its component has mounted) → closed (removed from the
// stack, its promise resolved with the value passed to close).
import type { ComponentType } from 'react';
import { create } from 'zustand';

export const POPUP_NAMES = [
  'BackupCodes',
  'ChangeEmail',
  'ChangePassword',
  'ChangeUsername',
  'CreateLink',
  'CreateUser',
  'DeleteLink',
  'DisableTOTP',
  'EditLink',
  'EnableTOTP',
  'Export',
  'Import-Service',
  'Import',
  'Information',
  'LostTOTP',
  'Verify',
  'Loader',
  // Not in the seed's list: the QR code of a short link, with PNG/SVG downloads.
  'QRCode',
] as const;

export type PopupName = (typeof POPUP_NAMES)[number];

export interface PopupProps<TData = unknown, TResult = unknown> {
  id: string;
  data: TData;
  /** Closes this popup; `value` resolves the promise returned by `open`. */
  close: (value?: TResult) => void;
}

export type PopupComponent = ComponentType<PopupProps>;

/** Erases a popup's data and result types so it can sit in the registry. */
export function definePopup<TData, TResult>(
  component: ComponentType<PopupProps<TData, TResult>>,
): PopupComponent {
  return component as unknown as PopupComponent;
}

export interface PopupRecord {
  id: string;
  name: PopupName;
  component: PopupComponent;
  loaded: boolean;
  data: unknown;
  resolver: (value: unknown) => void;
}

/** The promise returned by `open`, carrying the popup's id so it can be closed from outside. */
export type PopupPromise<T> = Promise<T | undefined> & { id: string };

interface PopupState {
  popups: PopupRecord[];
  registry: Partial<Record<PopupName, PopupComponent>>;
  register: (components: Partial<Record<PopupName, PopupComponent>>) => void;
  open: <TResult = unknown>(name: PopupName, data?: unknown) => PopupPromise<TResult>;
  markLoaded: (id: string) => void;
  close: (id: string, value?: unknown) => void;
  closeTop: (value?: unknown) => void;
  closeAll: () => void;
}

export const usePopupStore = create<PopupState>()((set, get) => ({
  popups: [],
  registry: {},

  register: (components) => set((state) => ({ registry: { ...state.registry, ...components } })),

  open: <TResult>(name: PopupName, data?: unknown) => {
    const component = get().registry[name];
    if (!component) throw new Error(`No popup registered under the name "${name}"`);
    const id = crypto.randomUUID();
    let resolver: (value: unknown) => void = () => undefined;
    const promise = new Promise<TResult | undefined>((resolve) => {
      resolver = resolve as (value: unknown) => void;
    });
    set((state) => ({
      popups: [...state.popups, { id, name, component, loaded: false, data, resolver }],
    }));
    return Object.assign(promise, { id });
  },

  markLoaded: (id) =>
    set((state) => ({
      popups: state.popups.map((popup) =>
        popup.id === id && !popup.loaded ? { ...popup, loaded: true } : popup,
      ),
    })),

  close: (id, value) => {
    const popup = get().popups.find((p) => p.id === id);
    if (!popup) return;
    set((state) => ({ popups: state.popups.filter((p) => p.id !== id) }));
    popup.resolver(value);
  },

  closeTop: (value) => {
    const top = get().popups.at(-1);
    if (top) get().close(top.id, value);
  },

  closeAll: () => {
    const popups = get().popups;
    set({ popups: [] });
    for (const popup of popups) popup.resolver(undefined);
  },
}));

/** Imperative access for event handlers and non-React code. */
export const popups = {
  open: <TResult = unknown>(name: PopupName, data?: unknown) =>
    usePopupStore.getState().open<TResult>(name, data),
  close: (id: string, value?: unknown) => usePopupStore.getState().close(id, value),
  closeTop: (value?: unknown) => usePopupStore.getState().closeTop(value),
  closeAll: () => usePopupStore.getState().closeAll(),
};
