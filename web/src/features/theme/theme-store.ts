// Theme preference (seed §4): stored in localStorage under the key "dark" ("true"/"false");
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
