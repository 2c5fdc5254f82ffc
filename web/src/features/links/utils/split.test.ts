import { describe, expect, it } from 'vitest';
import { linkFixture } from '../links.fixture';
import { createLinkBody, editLinkBody, linkFormValues } from './link-form';
import { linkFormSchema } from './link-schema';
import { firstVariants, parseWeight, splitBody, splitValues, variantShares } from './split';
import { optionalSlugSchema } from '@/lib/validation';

const SPLIT = {
  variants: [
    { destination: 'https://a.example/x', weight: 1 },
    { destination: 'https://b.example/y', weight: 1000 },
  ],
  cookie: true,
};

describe('split values', () => {
  it('takes whole weights from 1 to 1000 only', () => {
    expect(parseWeight(' 1 ')).toBe(1);
    expect(parseWeight('1000')).toBe(1000);
    for (const text of ['', '0', '1001', '2.5', '-3', '1e3', 'ten']) {
      expect(parseWeight(text)).toBeNull();
    }
  });

  it('gives each variant its weight over the sum, none while a weight is invalid', () => {
    const v = (weight: string) => ({ destination: '', weight });
    expect(variantShares([v('1'), v('3')])).toEqual([0.25, 0.75]);
    expect(variantShares([v('1'), v('')])).toEqual([null, null]);
  });

  it('starts a split from the link’s destination and reads a link’s split back unchanged', () => {
    expect(firstVariants(' https://a.example/x ')).toEqual([
      { destination: 'https://a.example/x', weight: '50' },
      { destination: '', weight: '50' },
    ]);
    expect(splitBody(splitValues(SPLIT))).toEqual(SPLIT);
    expect(splitBody(splitValues(null))).toBeNull();
  });

  it('is in a create body only when set, and in an edit body only when changed', () => {
    const start = linkFormValues(linkFixture());
    expect(createLinkBody({ ...start, destination: 'https://e.com/' })).not.toHaveProperty('split');
    const link = linkFixture({ split: SPLIT });
    const values = linkFormValues(link);
    expect(editLinkBody(link, values, values)).toEqual({ id: link.id });
    const cookieOff = { ...values, split: { ...values.split, cookie: false } };
    expect(editLinkBody(link, values, cookieOff)).toEqual({
      id: link.id,
      split: { ...SPLIT, cookie: false },
    });
  });

  it('refuses one variant, or repeated destinations, in the form’s schema', () => {
    const schema = linkFormSchema(optionalSlugSchema);
    const base = { ...linkFormValues(), destination: 'https://e.com/' };
    const one = {
      ...base,
      split: { variants: firstVariants('https://a.example/'), cookie: false },
    };
    one.split.variants.pop();
    const issues = schema.safeParse(one).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['split.variants', 'A split has 2 to 8 variants.'],
    ]);
    const same = {
      ...base,
      split: { variants: firstVariants('https://a.example/'), cookie: false },
    };
    same.split.variants[1]!.destination = 'https://a.example/';
    expect(schema.safeParse(same).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'split.variants.1.destination',
    ]);
  });
});
