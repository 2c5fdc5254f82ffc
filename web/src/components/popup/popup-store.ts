// The popup stack (docs/dashboard.md#popups): modal dialogs opened by name, stacked, awaitable. Each record goes
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
  // Not among Lynx's popups: a link's QR code as the server draws it, designed and downloaded.
  'QRCode',
  // Not among Lynx's popups: renaming and deleting the tags of links.
  'ManageTags',
  // Not among Lynx's popups: a link's history, and reverting it to an earlier version.
  'LinkHistory',
  // Not among Lynx's popups: one change to many links, with its dry run's diff and progress.
  'BulkEdit',
  // Not among Lynx's popups: adding, editing and removing short domains.
  'AddDomain',
  'EditDomain',
  'RemoveDomain',
  // Not among Lynx's popups: creating, editing and deleting webhooks, and a secret shown once.
  'CreateWebhook',
  'EditWebhook',
  'DeleteWebhook',
  'WebhookSecret',
  // Not among Lynx's popups: renaming a team, and moving a link into a team or out of it.
  'RenameTeam',
  'MoveLink',
] as const;

/**
 * What each popup opens with and closes with, by name: `Name: PopupEntry<Data, Result>`. The
 * module of each popup adds its own entry (declaration merging, like TanStack Router's
 * `Register`), so shared code and features stay apart while `open` checks the data and types
 * the awaited value. app/popups.ts registers a component of the right props for every entry.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface PopupRegistry {}

export interface PopupEntry<TData, TResult> {
  data: TData;
  result: TResult;
}

export type PopupName = keyof PopupRegistry;
export type PopupData<K extends PopupName> = PopupRegistry[K] extends { data: infer D } ? D : never;
export type PopupResult<K extends PopupName> = PopupRegistry[K] extends { result: infer R }
  ? R
  : never;

/** The data argument of `open`: optional exactly when the popup accepts undefined. */
export type PopupOpenArgs<K extends PopupName> =
  undefined extends PopupData<K> ? [data?: PopupData<K>] : [data: PopupData<K>];

export interface PopupProps<TData = unknown, TResult = unknown> {
  id: string;
  data: TData;
  /** Closes this popup; `value` resolves the promise returned by `open`. */
  close: (value?: TResult) => void;
}

/** The props of the popup registered under `K`: K's data, and a close taking K's result. */
export type PopupPropsOf<K extends PopupName> = PopupProps<PopupData<K>, PopupResult<K>>;

export type PopupComponent<K extends PopupName> = ComponentType<PopupPropsOf<K>>;

export type PopupComponents = { [K in PopupName]: PopupComponent<K> };

interface PopupRecordOf<K extends PopupName> {
  id: string;
  name: K;
  component: PopupComponent<K>;
  loaded: boolean;
  data: PopupData<K>;
  resolver: (value: unknown) => void;
}

/**
 * One popup on the stack: a union over the names, so a record's `name`, `component` and `data`
 * belong together, and a generic reader (the stack's renderer) sees them correlated.
 */
export type PopupRecord<K extends PopupName = PopupName> = { [P in K]: PopupRecordOf<P> }[K];

/** The promise returned by `open`, carrying the popup's id so it can be closed from outside. */
export type PopupPromise<T> = Promise<T | undefined> & { id: string };

interface PopupState {
  popups: PopupRecord[];
  registry: Partial<PopupComponents>;
  register: (components: Partial<PopupComponents>) => void;
  open: <K extends PopupName>(name: K, ...args: PopupOpenArgs<K>) => PopupPromise<PopupResult<K>>;
  markLoaded: (id: string) => void;
  close: (id: string, value?: unknown) => void;
  closeTop: (value?: unknown) => void;
  closeAll: () => void;
}

export const usePopupStore = create<PopupState>()((set, get) => ({
  popups: [],
  registry: {},

  register: (components) => set((state) => ({ registry: { ...state.registry, ...components } })),

  open: <K extends PopupName>(name: K, ...args: PopupOpenArgs<K>) => {
    const component: PopupComponent<K> | undefined = get().registry[name];
    if (!component) throw new Error(`No popup registered under the name "${name}"`);
    const id = crypto.randomUUID();
    let resolver: (value: unknown) => void = () => undefined;
    const promise = new Promise<PopupResult<K> | undefined>((resolve) => {
      resolver = resolve as (value: unknown) => void;
    });
    // TypeScript cannot build one member of the name-correlated union from a generic K, so this
    // is the one place it is told: `name`, `component` and `data` all come from K, and
    // PopupOpenArgs leaves the data out only where PopupData<K> admits undefined.
    const record = { id, name, component, loaded: false, data: args[0], resolver } as PopupRecord;
    set((state) => ({ popups: [...state.popups, record] }));
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
  open: <K extends PopupName>(name: K, ...args: PopupOpenArgs<K>) =>
    usePopupStore.getState().open(name, ...args),
  close: (id: string, value?: unknown) => usePopupStore.getState().close(id, value),
  closeTop: (value?: unknown) => usePopupStore.getState().closeTop(value),
  closeAll: () => usePopupStore.getState().closeAll(),
};
