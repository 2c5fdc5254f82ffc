// Theme preference (docs/dashboard.md#theme): stored in localStorage under the key "dark" ("true"/"false");
// when absent it follows the system's dark preference. Toggling flips it, stores it and sets or
// removes the class "dark" on <html>.
import { create } from 'zustand';

export const THEME_STORAGE_KEY = 'dark';

function readStoredPreference(): boolean | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    if (value === 'true') return true;
    if (value === 'false') return false;
  } catch {
    // Storage can be unavailable (privacy modes); fall back to the system preference.
  }
  return null;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function applyTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

let stopFollowingSystem: (() => void) | null = null;

/** While nothing is stored, later changes of the system preference are followed too. */
function followSystem(onChange: (dark: boolean) => void): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  if (typeof query.addEventListener !== 'function') return;
  const listener = (event: MediaQueryListEvent) => {
    if (readStoredPreference() === null) onChange(event.matches);
  };
  query.addEventListener('change', listener);
  stopFollowingSystem = () => query.removeEventListener('change', listener);
}

interface ThemeState {
  dark: boolean;
  /** Reads the stored or system preference and applies it to the page. */
  init: () => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  dark: false,
  init: () => {
    const dark = readStoredPreference() ?? systemPrefersDark();
    applyTheme(dark);
    set({ dark });
    followSystem((systemDark) => {
      applyTheme(systemDark);
      set({ dark: systemDark });
    });
  },
  toggle: () => {
    const dark = !get().dark;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, String(dark));
    } catch {
      // Not persisted; still applied for this page.
    }
    applyTheme(dark);
    set({ dark });
  },
}));

export const initTheme = () => useThemeStore.getState().init();
