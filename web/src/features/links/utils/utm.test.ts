// The server's cases (src/domain/utm_tests.rs), with its exact expected strings.
import { describe, expect, it } from 'vitest';
import { joinUtm } from './utm';

const utm = (source: string, medium = '', campaign = '') => ({ source, medium, campaign });

describe('joinUtm', () => {
  it('puts the parameters after the destination’s own, in a fixed order', () => {
    const link = { ...utm('news', 'email', 'spring'), content: 'banner', term: 'shoes' };
    expect(joinUtm('https://e.com/p?b=2&a=1', link)).toBe(
      'https://e.com/p?b=2&a=1&utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=banner',
    );
    expect(joinUtm('https://e.com', link)).toBe(
      'https://e.com?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=shoes&utm_content=banner',
    );
  });

  it('keeps the fragment last', () => {
    expect(joinUtm('https://e.com/p?x=1#top?not=query', utm('news'))).toBe(
      'https://e.com/p?x=1&utm_source=news#top?not=query',
    );
    expect(joinUtm('https://e.com/p#top', utm('news'))).toBe('https://e.com/p?utm_source=news#top');
    expect(joinUtm('https://e.com/p?#top', utm('news'))).toBe(
      'https://e.com/p?utm_source=news#top',
    );
  });

  it('lets the destination’s values win unless the link replaces them', () => {
    const keep = utm('news', 'email');
    expect(joinUtm('https://e.com/?utm_source=ads&x=1', keep)).toBe(
      'https://e.com/?utm_source=ads&x=1&utm_medium=email',
    );
    const replace = { ...keep, replace: true };
    expect(joinUtm('https://e.com/?utm_source=ads&x=1&utm_source=more', replace)).toBe(
      'https://e.com/?x=1&utm_source=news&utm_medium=email',
    );
    expect(joinUtm('https://e.com/?utm_campaign=c', replace)).toBe(
      'https://e.com/?utm_campaign=c&utm_source=news&utm_medium=email',
    );
  });

  it('compares names decoded and encodes values like a form', () => {
    expect(joinUtm('https://e.com/?utm%5Fsource=x', utm('a b&c=d'))).toBe(
      'https://e.com/?utm%5Fsource=x',
    );
    expect(joinUtm('https://e.com/', utm('a b&c=d'))).toBe('https://e.com/?utm_source=a+b%26c%3Dd');
    expect(joinUtm('https://e.com/', utm('Café'))).toBe('https://e.com/?utm_source=Caf%C3%A9');
  });

  it('trims values and leaves a link without values unchanged', () => {
    expect(joinUtm('https://e.com/', utm(' news '))).toBe('https://e.com/?utm_source=news');
    expect(joinUtm('https://e.com/?a=1#x', utm(' '))).toBe('https://e.com/?a=1#x');
  });
});
