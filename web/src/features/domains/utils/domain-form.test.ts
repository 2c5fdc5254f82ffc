import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { createDomainBody, domainFormValues, editDomainBody } from './domain-form';
import { domainFormSchema, isValidHost } from './domain-schema';
import { domainFieldOf } from './server-errors';

describe('domain form bodies', () => {
  it('leaves empty fallbacks out of a new domain and trims the rest', () => {
    expect(
      createDomainBody({
        ...domainFormValues(),
        host: ' gö.example ',
        notFoundRedirect: ' https://example.com/404 ',
        standardMayCreate: true,
      }),
    ).toEqual({
      host: 'gö.example',
      notFoundRedirect: 'https://example.com/404',
      standardMayCreate: true,
    });
  });

  it('starts an edit from the domain, with its Unicode host', () => {
    const domain = domainFixture({
      host: 'xn--g-1ga.example',
      displayHost: 'gö.example',
      rootRedirect: 'https://example.com/',
      standardMayCreate: true,
    });
    expect(domainFormValues(domain)).toEqual({
      host: 'gö.example',
      rootRedirect: 'https://example.com/',
      notFoundRedirect: '',
      expiredRedirect: '',
      standardMayCreate: true,
    });
  });

  it('sends only what changed, an emptied fallback as null', () => {
    const domain = domainFixture({ rootRedirect: 'https://example.com/' });
    const values = {
      ...domainFormValues(domain),
      rootRedirect: '',
      expiredRedirect: 'https://example.com/gone',
      standardMayCreate: true,
    };
    expect(editDomainBody(domain, values)).toEqual({
      id: domain.id,
      rootRedirect: null,
      expiredRedirect: 'https://example.com/gone',
      standardMayCreate: true,
    });
    expect(editDomainBody(domain, domainFormValues(domain))).toEqual({ id: domain.id });
  });

  it('never sends standardMayCreate for the default domain', () => {
    const domain = defaultDomainFixture();
    expect(
      editDomainBody(domain, { ...domainFormValues(domain), standardMayCreate: false }),
    ).toEqual({ id: 'default' });
  });
});

describe('domain form rules', () => {
  it.each(['go.example.com', 'gö.example', 'localhost:8443', 'xn--g-1ga.example', 'a'])(
    'takes the host %s',
    (host) => expect(isValidHost(host)).toBe(true),
  );

  it.each([
    '',
    'https://go.example.com',
    'go.example.com/path',
    'go example.com',
    'go..example',
    '.go.example',
    'go.example:0',
    'go.example:70000',
    'user@go.example',
  ])('refuses the host %j', (host) => expect(isValidHost(host)).toBe(false));

  it('takes empty fallbacks and refuses addresses that are not http(s)', () => {
    const values = { ...domainFormValues(), host: 'go.example' };
    expect(domainFormSchema.safeParse(values).success).toBe(true);
    const bad = domainFormSchema.safeParse({ ...values, rootRedirect: 'ftp://example.com' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['rootRedirect']);
  });
});

describe('domainFieldOf', () => {
  it('puts a taken or invalid host on the host, a named redirect on its field', () => {
    expect(domainFieldOf({ status: 409, message: 'A domain with this host already exists' })).toBe(
      'host',
    );
    expect(domainFieldOf({ status: 422, message: 'Invalid host' })).toBe('host');
    expect(domainFieldOf({ status: 422, message: 'Invalid notFoundRedirect: not http(s)' })).toBe(
      'notFoundRedirect',
    );
    expect(domainFieldOf({ status: 500, message: 'Internal error' })).toBeNull();
  });
});
