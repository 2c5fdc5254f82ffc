// The missing-key check (docs/translating.md#the-checks): every shipped language has exactly the
// English keys, no empty text, and the same {{placeholders}} and <tags> as English. The type of
// each catalog already refuses a missing key at build time; this names every problem at once.
import { describe, expect, it } from 'vitest';
import { flattenKeys, type Messages } from './catalog';
import { de } from './catalogs/de';
import { en } from './catalogs/en';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { zhCN } from './catalogs/zh-CN';
import { LANGUAGES } from './languages';

const translations: Record<string, Messages> = { de, fr, es, 'zh-CN': zhCN };
const english = flattenKeys(en);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)[^}]*}}|<(\/?[\w]+)\s*\/?>/g)]
    .map((match) => match[1] ?? match[2])
    .sort();

describe('translation catalogs', () => {
  it('ship every language the language list offers', () => {
    expect(Object.keys(translations).sort()).toEqual(
      LANGUAGES.map((language) => language.code)
        .filter((code) => code !== 'en')
        .sort(),
    );
  });

  it('have English texts for every key', () => {
    expect(english.size).toBeGreaterThan(500);
    expect([...english].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(translations))('%s has exactly the English keys', (_, catalog) => {
    const keys = flattenKeys(catalog);
    expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(translations))('%s has no empty text', (_, catalog) => {
    expect(
      [...flattenKeys(catalog)].filter(([, text]) => text.trim() === '').map(([key]) => key),
    ).toEqual([]);
  });

  it.each(Object.entries(translations))(
    '%s keeps the placeholders and markup of English',
    (_, catalog) => {
      const differing = [...flattenKeys(catalog)]
        .filter(([key, text]) => {
          const source = english.get(key);
          if (source === undefined) return false;
          const wanted = placeholders(source);
          const given = placeholders(text);
          // "one link" needs no {{count}}: a singular may leave a placeholder out, never add one.
          if (key.endsWith('_one')) return given.some((name) => !wanted.includes(name));
          return wanted.join() !== given.join();
        })
        .map(([key, text]) => `${key}: "${english.get(key)}" → "${text}"`);
      expect(differing).toEqual([]);
    },
  );
});
