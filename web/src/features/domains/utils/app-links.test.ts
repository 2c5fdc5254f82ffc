import { describe, expect, it } from 'vitest';
import { domainFixture } from '@/lib/domains/domains.fixture';
import {
  appLinkChanged,
  appLinkProblem,
  appLinkText,
  appLinkValue,
  hasAppLinks,
  MAX_APP_LINK_BYTES,
} from './app-links';

const ASSOCIATION = { applinks: { details: [{ appIDs: ['ABCDE.com.example.app'] }] } };
const STATEMENTS = [
  {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: 'com.example.app' },
  },
];

/** JSON of exactly `bytes` bytes once compact: {"a":"xx…"} or ["xx…"]. */
const sized = (shape: 'object' | 'array', bytes: number, unit = 'x') => {
  const wrapper = shape === 'object' ? 8 : 4; // {"a":""} or [""]
  const width = new TextEncoder().encode(unit).length;
  const text = unit.repeat((bytes - wrapper) / width);
  return JSON.stringify(shape === 'object' ? { a: text } : [text]);
};

describe('appLinkProblem', () => {
  it('takes empty text (not served) and JSON of each file’s shape', () => {
    expect(appLinkProblem('appleAppSiteAssociation', '  \n')).toBeNull();
    expect(appLinkProblem('assetLinks', '')).toBeNull();
    expect(appLinkProblem('appleAppSiteAssociation', JSON.stringify(ASSOCIATION))).toBeNull();
    expect(appLinkProblem('assetLinks', JSON.stringify(STATEMENTS, null, 2))).toBeNull();
  });

  it.each(['{', '{"applinks":}', 'applinks', "{'a': 1}", '[1,]'])('refuses %j as JSON', (text) => {
    expect(appLinkProblem('appleAppSiteAssociation', text)).toBe('json');
    expect(appLinkProblem('assetLinks', text)).toBe('json');
  });

  it('wants an object for iOS and an array for Android', () => {
    for (const text of ['[]', '"text"', '1', 'null', 'true']) {
      expect(appLinkProblem('appleAppSiteAssociation', text)).toBe('object');
    }
    for (const text of ['{}', '"text"', '1', 'null']) {
      expect(appLinkProblem('assetLinks', text)).toBe('array');
    }
  });

  it('counts the bytes of compact JSON, as the server does', () => {
    const max = MAX_APP_LINK_BYTES;
    expect(appLinkProblem('appleAppSiteAssociation', sized('object', max))).toBeNull();
    expect(appLinkProblem('appleAppSiteAssociation', sized('object', max + 1))).toBe('tooLarge');
    expect(appLinkProblem('assetLinks', sized('array', max))).toBeNull();
    expect(appLinkProblem('assetLinks', sized('array', max + 1))).toBe('tooLarge');
    // Indentation is not counted; UTF-8 bytes are, not characters.
    const indented = JSON.stringify(JSON.parse(sized('array', max)), null, 8);
    expect(appLinkProblem('assetLinks', indented)).toBeNull();
    expect(appLinkProblem('assetLinks', sized('array', max, 'é'))).toBeNull();
    expect(appLinkProblem('assetLinks', sized('array', max + 2, 'é'))).toBe('tooLarge');
  });
});

describe('app links values', () => {
  it('reads empty text as null (not served) and shows a file indented', () => {
    expect(appLinkValue('assetLinks', ' ')).toBeNull();
    expect(appLinkValue('assetLinks', '[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(appLinkText(null)).toBe('');
    expect(appLinkText(undefined)).toBe('');
    expect(appLinkText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('sees a change of content, not of layout', () => {
    const domain = domainFixture({ appleAppSiteAssociation: ASSOCIATION });
    const apple = 'appleAppSiteAssociation';
    expect(appLinkChanged(domain, apple, appLinkText(ASSOCIATION))).toBe(false);
    expect(appLinkChanged(domain, apple, JSON.stringify(ASSOCIATION))).toBe(false);
    expect(appLinkChanged(domain, apple, '{}')).toBe(true);
    expect(appLinkChanged(domain, apple, '')).toBe(true);
    expect(appLinkChanged(domain, 'assetLinks', '')).toBe(false);
    expect(appLinkChanged(domain, 'assetLinks', '[]')).toBe(true);
  });

  it('tells whether a domain serves either file', () => {
    expect(hasAppLinks(domainFixture())).toBe(false);
    expect(hasAppLinks(domainFixture({ assetLinks: STATEMENTS }))).toBe(true);
    expect(hasAppLinks(domainFixture({ appleAppSiteAssociation: {} }))).toBe(true);
  });
});
