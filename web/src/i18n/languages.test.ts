import { describe, expect, it } from 'vitest';
import { formatNumber, formatRelative } from '@/lib/format';
import { applyLanguage, i18n, withManyForms } from './index';
import { matchLanguage, pickLanguage } from './languages';

describe('choosing the language', () => {
  it('takes the first preference a shipped language serves', () => {
    expect(pickLanguage(['de-AT', 'fr'])).toBe('de');
    expect(pickLanguage([null, 'it-IT', 'es-MX', 'en'])).toBe('es');
    expect(pickLanguage(['fr-CA'])).toBe('fr');
    expect(pickLanguage([undefined, ''])).toBe('en');
    expect(pickLanguage(['tlh', 'x-klingon'])).toBe('en');
  });

  it('serves Chinese in Simplified Chinese unless it names Traditional, in any case', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-TW', 'ZH-cn', 'zh_SG']) {
      expect(matchLanguage(tag)).toBe('zh-CN');
    }
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-HK', 'zh-mo'])
      expect(matchLanguage(tag)).toBeUndefined();
    expect(pickLanguage(['zh-TW', 'zh', 'en'])).toBe('zh-CN');
    expect(pickLanguage(['zh-TW', 'en'])).toBe('en');
    expect(matchLanguage('EN-gb')).toBe('en');
  });
});

describe('plural forms', () => {
  it('gives "many" the text of "other" where a translation has none', () => {
    expect(
      withManyForms({ a: { n_one: 'one', n_other: 'other' }, m_many: 'x', m_other: 'y' }),
    ).toEqual({
      a: { n_one: 'one', n_other: 'other', n_many: 'other' },
      m_many: 'x',
      m_other: 'y',
    });
  });
});

describe('formats in the interface language', () => {
  it('writes numbers and relative times the way each language does', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    await applyLanguage('de');
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(formatRelative('2026-11-24T12:00:00Z', now)).toBe('vor 3 Tagen');
    await applyLanguage('fr');
    expect(formatNumber(1234567.5)).toBe('1\u202f234\u202f567,5');
    expect(formatRelative('2026-11-27T14:00:00Z', now)).toBe('dans 2 heures');
  });
});
