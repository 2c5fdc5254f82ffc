import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from './domains.fixture';
import { domainChoiceLabel, domainName, domainNameOfHost, hasSeveralDomains } from './names';

describe('domain names', () => {
  const domains = [
    defaultDomainFixture({ host: null, displayHost: null }),
    domainFixture({ host: 'xn--g-1ga.example', displayHost: 'gö.example' }),
  ];

  it('shows the Unicode host, or "Default domain" without one', () => {
    expect(domainName(domains[1]!)).toBe('gö.example');
    expect(domainName(domains[0]!)).toBe('Default domain');
    expect(domainName({ host: 'a.example', displayHost: null })).toBe('a.example');
  });

  it('names the domain of a link answer by its host, null being the default', () => {
    expect(domainNameOfHost(domains, 'xn--g-1ga.example')).toBe('gö.example');
    expect(domainNameOfHost(domains, null)).toBe('Default domain');
    expect(domainNameOfHost(domains, 'gone.example')).toBe('gone.example');
    expect(domainNameOfHost(undefined, null)).toBe('Default domain');
  });

  it('marks the default domain among choices, unless its name says it already', () => {
    expect(domainChoiceLabel(defaultDomainFixture())).toBe('s.example (default)');
    expect(domainChoiceLabel(domains[0]!)).toBe('Default domain');
    expect(domainChoiceLabel(domains[1]!)).toBe('gö.example');
  });

  it('tells whether there is more than the default domain', () => {
    expect(hasSeveralDomains(domains)).toBe(true);
    expect(hasSeveralDomains(domains.slice(0, 1))).toBe(false);
    expect(hasSeveralDomains(undefined)).toBe(false);
  });
});
