import { describe, expect, it } from 'vitest';
import { linkFixture } from '../links.fixture';
import { createLinkBody, editLinkBody, linkFormValues, type LinkFormValues } from './link-form';
import { linkFormSchema } from './link-schema';
import { optionalSlugSchema } from '@/lib/validation';
import { fromLocalInput, toLocalInput } from './local-date';

const form = (changes: Partial<LinkFormValues>): LinkFormValues => ({
  ...linkFormValues(),
  destination: 'https://example.com/page',
  ...changes,
});

describe('createLinkBody', () => {
  it('sends only the destination for a plain link', () => {
    expect(createLinkBody(form({}))).toEqual({ destination: 'https://example.com/page' });
  });

  it('names the domain only when it is not the default one', () => {
    expect(createLinkBody(form({ domain: 'go.example' }))).toEqual({
      domain: 'go.example',
      destination: 'https://example.com/page',
    });
    expect(createLinkBody(form({ domain: '' }))).not.toHaveProperty('domain');
  });

  it('maps every control to its API type', () => {
    const body = createLinkBody(
      form({
        slug: 'launch',
        validFrom: '2030-01-31T12:00',
        expiresAt: '2030-02-28T18:30',
        maxVisits: ' 100 ',
        expiredUrl: 'https://example.com/ended',
        password: 'open sesame',
        tags: ['news', 'spring'],
        title: 'Launch',
        notes: 'line one\nline two',
        redirectStatus: '307',
        forwardQuery: true,
        crawlable: true,
        redirectRules: [
          {
            destination: ' https://m.example.com/ ',
            conditions: [
              { type: 'device', key: 'ignored', value: 'mobile' },
              { type: 'query-param', key: ' utm ', value: 'mail' },
              { type: 'query-param-present', key: 'ref', value: 'ignored' },
              { type: 'after-date', key: '', value: '2030-03-01T09:00' },
            ],
          },
        ],
      }),
    );
    expect(body).toEqual({
      destination: 'https://example.com/page',
      slug: 'launch',
      validFrom: new Date('2030-01-31T12:00').toISOString(),
      expiresAt: new Date('2030-02-28T18:30').toISOString(),
      maxVisits: 100,
      expiredUrl: 'https://example.com/ended',
      password: 'open sesame',
      tags: ['news', 'spring'],
      title: 'Launch',
      notes: 'line one\nline two',
      redirectStatus: 307,
      forwardQuery: true,
      crawlable: true,
      redirectRules: [
        {
          destination: 'https://m.example.com/',
          conditions: [
            { type: 'device', value: 'mobile' },
            { type: 'query-param', key: 'utm', value: 'mail' },
            { type: 'query-param-present', key: 'ref' },
            { type: 'after-date', value: new Date('2030-03-01T09:00').toISOString() },
          ],
        },
      ],
    });
  });
});

describe('editLinkBody', () => {
  const link = linkFixture({
    validFrom: '2030-01-01T00:00:00.000Z',
    expiresAt: '2031-01-01T00:00:00.000Z',
    maxVisits: 10,
    usedVisits: 4,
    expiredUrl: 'https://example.com/ended',
    hasPassword: true,
    tags: ['a', 'b'],
    title: 'T',
    notes: 'N',
    redirectStatus: 301,
    forwardQuery: true,
    crawlable: true,
    redirectRules: [
      {
        destination: 'https://m.example.com/',
        conditions: [{ type: 'before-date', value: '2030-06-01T00:00:00.000Z' }],
      },
    ],
  });
  const start = linkFormValues(link);

  it('starts from the link, dates in local time, and sends nothing when nothing changed', () => {
    expect(start.validFrom).toBe(toLocalInput('2030-01-01T00:00:00.000Z'));
    expect(fromLocalInput(start.validFrom)).toBe('2030-01-01T00:00:00.000Z');
    expect(start.maxVisits).toBe('10');
    expect(start.redirectStatus).toBe('301');
    expect(start.redirectRules[0]!.conditions[0]).toEqual({
      type: 'before-date',
      key: '',
      value: toLocalInput('2030-06-01T00:00:00.000Z'),
    });
    expect(editLinkBody(link, start, start)).toEqual({ id: link.id });
  });

  it('sends an emptied control as null, which removes it', () => {
    const body = editLinkBody(link, start, {
      ...start,
      validFrom: '',
      expiresAt: '',
      maxVisits: '',
      expiredUrl: '',
      tags: [],
      title: '',
      notes: '',
      redirectStatus: '',
      forwardQuery: false,
      crawlable: false,
      redirectRules: [],
    });
    expect(body).toEqual({
      id: link.id,
      validFrom: null,
      expiresAt: null,
      maxVisits: null,
      expiredUrl: null,
      tags: [],
      title: null,
      notes: null,
      redirectStatus: null,
      forwardQuery: false,
      crawlable: false,
      redirectRules: [],
    });
  });

  it('sends a changed domain, null moving the link to the default domain', () => {
    const link = linkFixture({ domain: 'go.example' });
    const start = linkFormValues(link);
    expect(start.domain).toBe('go.example');
    expect(editLinkBody(link, start, { ...start, domain: '' })).toEqual({
      id: link.id,
      domain: null,
    });
    const plain = linkFixture();
    const fresh = linkFormValues(plain);
    expect(editLinkBody(plain, fresh, { ...fresh, domain: 'go.example' })).toEqual({
      id: plain.id,
      domain: 'go.example',
    });
    expect(editLinkBody(link, start, start)).toEqual({ id: link.id });
  });

  it('sends the password only when typed, and null when removed', () => {
    expect(editLinkBody(link, start, { ...start, password: 'new one' })).toEqual({
      id: link.id,
      password: 'new one',
    });
    expect(
      editLinkBody(link, start, { ...start, password: 'typed', removePassword: true }),
    ).toEqual({ id: link.id, password: null });
  });

  it('sends the whole list of tags or rules when one of them changed', () => {
    const rules = [
      ...start.redirectRules,
      {
        destination: 'https://de.example.com/',
        conditions: [{ type: 'language' as const, key: '', value: 'de' }],
      },
    ];
    expect(
      editLinkBody(link, start, { ...start, tags: ['a', 'b', 'c'], redirectRules: rules }),
    ).toEqual({
      id: link.id,
      tags: ['a', 'b', 'c'],
      redirectRules: [
        {
          destination: 'https://m.example.com/',
          conditions: [{ type: 'before-date', value: '2030-06-01T00:00:00.000Z' }],
        },
        { destination: 'https://de.example.com/', conditions: [{ type: 'language', value: 'de' }] },
      ],
    });
  });
});

describe('the form schema', () => {
  const schema = linkFormSchema(optionalSlugSchema);
  const issues = (values: LinkFormValues) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a plain link and a full one', () => {
    expect(issues(form({}))).toEqual([]);
    expect(
      issues(
        form({
          validFrom: '2030-01-01T00:00',
          expiresAt: '2030-01-02T00:00',
          maxVisits: '5',
          tags: ['x'],
          redirectRules: [
            {
              destination: 'https://m.example.com/',
              conditions: [{ type: 'country', key: '', value: 'de' }],
            },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('puts each problem on its field', () => {
    expect(
      issues(
        form({
          validFrom: '2030-01-02T00:00',
          expiresAt: '2030-01-01T00:00',
          maxVisits: '0',
          expiredUrl: 'javascript:alert(1)',
          notes: 'x'.repeat(10_001),
          redirectRules: [
            { destination: 'ftp://x', conditions: [] },
            {
              destination: 'https://ok.example/',
              conditions: [
                { type: 'device', key: '', value: 'fridge' },
                { type: 'query-param-present', key: '', value: '' },
                { type: 'language', key: '', value: 'not a tag' },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      ['maxVisits', 'Enter a whole number from 1 to 1,000,000,000,000.'],
      ['expiredUrl', 'Enter a full URL starting with http:// or https://, without spaces.'],
      ['notes', 'Use at most 10,000 characters.'],
      [
        'redirectRules.0.destination',
        'Enter a full URL starting with http:// or https://, without spaces.',
      ],
      ['redirectRules.0.conditions', 'Add at least one condition.'],
      ['redirectRules.1.conditions.0.value', 'Choose a device.'],
      ['redirectRules.1.conditions.1.key', 'Enter the parameter name.'],
      ['redirectRules.1.conditions.2.value', 'Enter a language tag such as en or en-GB.'],
      ['expiresAt', 'The expiry must be after the start.'],
    ]);
  });
});
