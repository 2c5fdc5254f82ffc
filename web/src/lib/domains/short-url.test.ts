import { describe, expect, it } from 'vitest';
import { linkShortUrl, publicQrBase } from './short-url';

describe('linkShortUrl', () => {
  it('keeps the public origin for links on the default domain', () => {
    expect(linkShortUrl('http://s.example:8080/', null, 'abc')).toBe('http://s.example:8080/abc');
    expect(linkShortUrl('https://s.example', undefined, 'abc')).toBe('https://s.example/abc');
  });

  it('uses the link’s own domain over HTTPS otherwise', () => {
    expect(linkShortUrl('http://s.example', 'go.example', 'abc')).toBe('https://go.example/abc');
    expect(linkShortUrl(undefined, 'xn--g-1ga.example:8443', 'x')).toBe(
      'https://xn--g-1ga.example:8443/x',
    );
  });
});

describe('publicQrBase', () => {
  it('is on the link’s short domain, its slug one path segment', () => {
    expect(publicQrBase('https://s.example/', null, 'abc')).toBe(
      'https://s.example/api/public/qr/abc',
    );
    expect(publicQrBase('https://s.example', 'go.example', 'a/b c')).toBe(
      'https://go.example/api/public/qr/a%2Fb%20c',
    );
  });
});
