import { describe, expect, it } from 'vitest';
import type { Domain } from '@/lib/domains/types';
import { optionalSlugSchema } from '@/lib/validation';
import { linkFixture } from '../links.fixture';
import type { LinkPreview } from '../types';
import {
  createLinkBody,
  editLinkBody,
  linkFormValues,
  previewBody,
  type LinkFormValues,
  type PreviewValues,
} from './link-form';
import { linkFormSchema } from './link-schema';
import { cardHost, pageCardChanges } from './preview';

const EMPTY: PreviewValues = { title: '', description: '', image: '', siteName: '' };
const CARD = {
  title: 'Spring sale',
  description: 'Half off\nthis week only',
  image: 'https://cdn.example.com/sale.png',
  siteName: 'Shop',
} satisfies LinkPreview;

const form = (preview: Partial<PreviewValues>): LinkFormValues => ({
  ...linkFormValues(),
  destination: 'https://example.com/page',
  preview: { ...EMPTY, ...preview },
});

const schema = linkFormSchema(optionalSlugSchema);
/** The [field, message] pairs the form shows for these card values. */
const issues = (preview: Partial<PreviewValues>) => {
  const result = schema.safeParse(form(preview));
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the preview card rules', () => {
  it('accept no card, a title alone and a full card', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ title: 'Spring sale' })).toEqual([]);
    expect(issues({ ...CARD, description: 'line one\r\nline two' })).toEqual([]);
  });

  it('need a title once any other field is set', () => {
    const message = 'Enter a headline: a card with other fields needs one.';
    expect(issues({ description: 'Half off' })).toEqual([['preview.title', message]]);
    expect(issues({ siteName: 'Shop', title: '   ' })).toEqual([['preview.title', message]]);
    expect(issues({ image: CARD.image })).toEqual([['preview.title', message]]);
  });

  it.each([
    ['title', 300, 'Use at most 300 characters on one line.'],
    [
      'description',
      1000,
      'Use at most 1,000 characters; line breaks are the only control characters allowed.',
    ],
    ['siteName', 100, 'Use at most 100 characters on one line.'],
  ] as const)('limit the %s to %i characters, counted after trimming', (key, max, message) => {
    const card = { title: 'T', [key]: ` ${'é'.repeat(max)} ` };
    expect(issues(card)).toEqual([]);
    // Characters, not UTF-16 units: an emoji is one.
    expect(issues({ ...card, [key]: '😀'.repeat(max) })).toEqual([]);
    expect(issues({ ...card, [key]: 'x'.repeat(max + 1) })).toEqual([[`preview.${key}`, message]]);
  });

  it('take an image only as an absolute http(s) URL of at most 2048 characters', () => {
    const message =
      'Enter a full image URL starting with http:// or https://, without spaces, of at most 2,048 characters.';
    const base = 'https://cdn.example.com/';
    expect(issues({ title: 'T', image: 'http://cdn.example.com/a.png' })).toEqual([]);
    expect(issues({ title: 'T', image: `${base}${'a'.repeat(2048 - base.length)}` })).toEqual([]);
    for (const image of [
      `${base}${'a'.repeat(2049 - base.length)}`,
      'ftp://cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/relative/a.png',
      'cdn.example.com/a.png',
      'https://cdn.example.com/a b.png',
    ]) {
      expect(issues({ title: 'T', image }), image).toEqual([['preview.image', message]]);
    }
  });

  it('refuse control characters, allowing line breaks in the description only', () => {
    expect(issues({ title: 'one\ntwo' })).toEqual([
      ['preview.title', 'Use at most 300 characters on one line.'],
    ]);
    expect(issues({ title: 'T', siteName: 'Sh\top' })).toEqual([
      ['preview.siteName', 'Use at most 100 characters on one line.'],
    ]);
    expect(issues({ title: 'T', description: 'tab\there' })[0]?.[0]).toBe('preview.description');
    expect(issues({ title: 'T', description: 'bell\u0007' })[0]?.[0]).toBe('preview.description');
    expect(issues({ title: 'T', description: 'next\u0085line' })[0]?.[0]).toBe(
      'preview.description',
    );
  });
});

describe('the preview card in request bodies', () => {
  it('sends empty fields as null and trims the others', () => {
    expect(previewBody({ ...EMPTY, title: '  Sale  ', siteName: ' ' })).toEqual({
      title: 'Sale',
      description: null,
      image: null,
      siteName: null,
    });
  });

  it('sends no card when every field is empty or blank', () => {
    expect(previewBody(EMPTY)).toBeNull();
    expect(previewBody({ title: ' ', description: '\n', image: ' ', siteName: '' })).toBeNull();
    expect(createLinkBody(form({ title: '  ' }))).not.toHaveProperty('preview');
  });

  it('creates a link with its card', () => {
    expect(createLinkBody(form({ ...CARD, image: ` ${CARD.image} ` }))).toEqual({
      destination: 'https://example.com/page',
      preview: CARD,
    });
  });

  it('loads a link’s card into the form and saves it back unchanged', () => {
    const link = linkFixture({ preview: { ...CARD, description: null, siteName: null } });
    const start = linkFormValues(link);
    expect(start.preview).toEqual({ ...EMPTY, title: CARD.title, image: CARD.image });
    expect(createLinkBody(start).preview).toEqual(link.preview);
    // Unchanged: not sent, so the stored card stays as it is.
    expect(editLinkBody(link, start, { ...start, title: 'Other' })).toEqual({
      id: link.id,
      title: 'Other',
    });
  });

  it('sends the whole card when one field changed, and null when every field was cleared', () => {
    const link = linkFixture({ preview: CARD });
    const start = linkFormValues(link);
    const edited = { ...start, preview: { ...start.preview, siteName: '' } };
    expect(editLinkBody(link, start, edited)).toEqual({
      id: link.id,
      preview: { ...CARD, siteName: null },
    });
    expect(editLinkBody(link, start, { ...start, preview: EMPTY })).toEqual({
      id: link.id,
      preview: null,
    });
  });

  it('sends nothing for a link without a card left without one, and the card once added', () => {
    const link = linkFixture();
    const start = linkFormValues(link);
    expect(start.preview).toEqual(EMPTY);
    expect(editLinkBody(link, start, { ...start, preview: { ...EMPTY, title: ' ' } })).toEqual({
      id: link.id,
    });
    expect(editLinkBody(link, start, { ...start, preview: { ...EMPTY, title: 'New' } })).toEqual({
      id: link.id,
      preview: { title: 'New', description: null, image: null, siteName: null },
    });
  });
});

describe('cardHost', () => {
  const domain = (host: string, displayHost: string, isDefault = false): Domain => ({
    id: host,
    host,
    displayHost,
    isDefault,
    rootRedirect: null,
    notFoundRedirect: null,
    expiredRedirect: null,
    standardMayCreate: true,
    links: null,
    createdAt: 0,
    appleAppSiteAssociation: null,
    assetLinks: null,
  });
  const domains = [
    domain('s.example', 's.example', true),
    domain('xn--bcher-kva.example', 'bücher.example'),
  ];

  it('names the short link’s domain in Unicode, else the default one, else this page’s', () => {
    expect(cardHost(domains, 'xn--bcher-kva.example')).toBe('bücher.example');
    expect(cardHost(domains, '')).toBe('s.example');
    expect(cardHost(domains, 'gone.example')).toBe('gone.example');
    expect(cardHost(undefined, '')).toBe(window.location.host);
  });
});

describe('pageCardChanges', () => {
  const page = { title: 'Spring sale', description: null, image: CARD.image, siteName: ' Shop ' };

  it('fills empty fields and leaves out what the page does not give', () => {
    expect(pageCardChanges(EMPTY, page)).toEqual({
      fill: ['title', 'image', 'siteName'],
      replace: [],
    });
  });

  it('replaces only typed fields the page gives differently', () => {
    const typed = { ...EMPTY, title: 'My title', description: 'Mine', siteName: 'Shop' };
    expect(pageCardChanges(typed, page)).toEqual({ fill: ['image'], replace: ['title'] });
  });
});
