// Vitest setup: DOM matchers, cleanup between tests, and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { followLanguagePreference } from '@/app/language';
import { loadLanguage } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { resetStores } from './test-utils';

// findBy… and waitFor wait for what the user would see, not for a time: under a loaded CI
// machine a lazily loaded popup can take longer than the library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:mock';
  URL.revokeObjectURL = () => undefined;
}

// As main.tsx does: the interface follows the account's language (English in jsdom otherwise).
// Every catalog is loaded up front, so a test's `applyLanguage('de')` switches at once.
let stopFollowingLanguage = () => {};

beforeAll(async () => {
  await Promise.all(LANGUAGES.map((language) => loadLanguage(language.code)));
});

beforeEach(() => {
  resetStores();
  stopFollowingLanguage = followLanguagePreference().stop;
  // A title no route sets, so title assertions cannot pass on a leftover value.
  document.title = 'stale title';
});

afterEach(() => {
  cleanup();
  stopFollowingLanguage();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
});
