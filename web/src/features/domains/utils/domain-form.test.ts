import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { translateApiMessage } from '@/i18n/api-messages';
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
      appleAppSiteAssociation: '',
      assetLinks: '',
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

describe('app links in the form bodies', () => {
  const association = { applinks: { details: [] } };
  const statements = [{ relation: ['delegate_permission/common.handle_all_urls'] }];

  it('sends a new domain’s files as JSON, and leaves empty ones out', () => {
    const values = { ...domainFormValues(), host: 'go.example' };
    expect(createDomainBody(values)).toEqual({ host: 'go.example', standardMayCreate: true });
    expect(
      createDomainBody({ ...values, assetLinks: ` ${JSON.stringify(statements, null, 2)} ` }),
    ).toEqual({ host: 'go.example', standardMayCreate: true, assetLinks: statements });
  });

  it('starts an edit from the files, indented, and sends neither when untouched', () => {
    const domain = domainFixture({ appleAppSiteAssociation: association, assetLinks: statements });
    const values = domainFormValues(domain);
    expect(values.appleAppSiteAssociation).toBe(JSON.stringify(association, null, 2));
    expect(editDomainBody(domain, values)).toEqual({ id: domain.id });
    // Written compact instead of indented: the same file, so still nothing to send.
    expect(editDomainBody(domain, { ...values, assetLinks: JSON.stringify(statements) })).toEqual({
      id: domain.id,
    });
  });

  it('sends a changed file, and an emptied one as null', () => {
    const domain = domainFixture({ assetLinks: statements });
    const values = {
      ...domainFormValues(domain),
      appleAppSiteAssociation: JSON.stringify(association),
      assetLinks: '',
    };
    expect(editDomainBody(domain, values)).toEqual({
      id: domain.id,
      appleAppSiteAssociation: association,
      assetLinks: null,
    });
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

  it('puts each app links file’s problem on its field', () => {
    const values = { ...domainFormValues(), host: 'go.example' };
    const messages = (changes: Partial<typeof values>) =>
      domainFormSchema
        .safeParse({ ...values, ...changes })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ appleAppSiteAssociation: '{}', assetLinks: '[]' })).toBeUndefined();
    expect(messages({ appleAppSiteAssociation: '{', assetLinks: '{}' })).toEqual([
      ['appleAppSiteAssociation', 'This is not valid JSON.'],
      ['assetLinks', 'Enter a JSON array: [ … ]'],
    ]);
    expect(messages({ appleAppSiteAssociation: '[]' })).toEqual([
      ['appleAppSiteAssociation', 'Enter a JSON object: { … }'],
    ]);
    expect(messages({ assetLinks: JSON.stringify(['x'.repeat(65536)]) })).toEqual([
      ['assetLinks', 'At most 65,536 bytes of JSON.'],
    ]);
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

  it('puts a refused app links file on its field, in any language', async () => {
    const apple = 'Invalid appleAppSiteAssociation: use a JSON object of at most 65536 bytes';
    const android = 'Invalid assetLinks: use a JSON array of at most 65536 bytes';
    expect(domainFieldOf({ status: 422, message: apple })).toBe('appleAppSiteAssociation');
    expect(domainFieldOf({ status: 422, message: android })).toBe('assetLinks');
    const owner = 'Currently logged-in account does not match role: owner';
    expect(domainFieldOf({ status: 412, message: owner })).toBeNull();
    await applyLanguage('de');
    expect(domainFieldOf({ status: 422, message: translateApiMessage(android) })).toBe(
      'assetLinks',
    );
  });
});
