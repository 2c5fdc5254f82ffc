import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, useThemeStore } from './theme-store';

const listeners: ((event: { matches: boolean }) => void)[] = [];

function mockSystemDark(matches: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' ? matches : false,
    media: query,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

const store = () => useThemeStore.getState();
const hasDarkClass = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
});

describe('theme store', () => {
  it('stores the preference under the key "dark"', () => {
    expect(THEME_STORAGE_KEY).toBe('dark');
  });

  it('uses the stored "true" over the system preference', () => {
    mockSystemDark(false);
    localStorage.setItem('dark', 'true');
    store().init();
    expect(store().dark).toBe(true);
    expect(hasDarkClass()).toBe(true);
  });

  it('uses the stored "false" over a dark system preference', () => {
    mockSystemDark(true);
    localStorage.setItem('dark', 'false');
    store().init();
    expect(store().dark).toBe(false);
    expect(hasDarkClass()).toBe(false);
  });

  it('follows the system dark preference when nothing is stored', () => {
    const matchMedia = mockSystemDark(true);
    store().init();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(store().dark).toBe(true);
    expect(hasDarkClass()).toBe(true);

    mockSystemDark(false);
    store().init();
    expect(store().dark).toBe(false);
    expect(hasDarkClass()).toBe(false);
  });

  it('ignores stored values other than "true" and "false"', () => {
    mockSystemDark(true);
    localStorage.setItem('dark', 'yes');
    store().init();
    expect(store().dark).toBe(true);
  });

  it('follows later system changes only while nothing is stored', () => {
    mockSystemDark(false);
    store().init();
    listeners.forEach((listener) => listener({ matches: true }));
    expect(store().dark).toBe(true);
    expect(hasDarkClass()).toBe(true);

    store().toggle(); // stores "false"
    listeners.forEach((listener) => listener({ matches: true }));
    expect(store().dark).toBe(false);
    expect(hasDarkClass()).toBe(false);
  });

  it('toggle flips the preference, stores it and updates the class', () => {
    mockSystemDark(false);
    store().init();
    store().toggle();
    expect(store().dark).toBe(true);
    expect(localStorage.getItem('dark')).toBe('true');
    expect(hasDarkClass()).toBe(true);
    store().toggle();
    expect(store().dark).toBe(false);
    expect(localStorage.getItem('dark')).toBe('false');
    expect(hasDarkClass()).toBe(false);
  });
});
