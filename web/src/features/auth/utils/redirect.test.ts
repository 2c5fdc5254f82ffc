import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginPathFor, safeNextPath } from './redirect';

describe('loginPathFor', () => {
  it('puts the URL-encoded full path into next', () => {
    expect(loginPathFor('/dash/settings')).toBe('/dash/login?next=%2Fdash%2Fsettings');
    expect(loginPathFor('/dash/users?page=2&q=a b#top')).toBe(
      '/dash/login?next=%2Fdash%2Fusers%3Fpage%3D2%26q%3Da%20b%23top',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const path = '/dash/overview?search=50%25 off&x=ü';
    const url = new URL(loginPathFor(path), 'http://localhost');
    expect(url.searchParams.get('next')).toBe(path);
  });
});

describe('safeNextPath', () => {
  const origin = 'http://localhost:3000';

  it.each(['/dash/settings', '/dash/users?page=2', '/abc', '/'])(
    'keeps same-origin path %s',
    (next) => {
      expect(safeNextPath(next, origin)).toBe(next);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'dash/settings',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /dash',
    'javascript:alert(1)',
  ])('falls back to the overview for %j', (next) => {
    expect(safeNextPath(next, origin)).toBe(HOME_PATH);
  });
});
