import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { domainsForLinks, domainValue, limitedTeam } from './team-domains';
import { MARKETING_ID, SUPPORT_ID, teamFixture } from './teams.fixture';

const main = defaultDomainFixture();
const open = domainFixture({ id: 'd-open', host: 'open.example', standardMayCreate: true });
const brand = domainFixture({ id: 'd-brand', host: 'brand.example', standardMayCreate: false });
const domains = [main, open, brand];
const hosts = (list: { host: string | null }[]) => list.map((d) => d.host);

describe('domainsForLinks', () => {
  it('keeps a standard account’s own links on the default and open domains', () => {
    expect(hosts(domainsForLinks(domains, null, { role: 'standard' }))).toEqual([
      's.example',
      'open.example',
    ]);
    expect(hosts(domainsForLinks(domains, teamFixture(), { role: 'standard' }))).toEqual([
      's.example',
      'open.example',
    ]);
  });

  it('offers the owner and admins every domain', () => {
    expect(domainsForLinks(domains, null, { role: 'admin' })).toHaveLength(3);
    expect(domainsForLinks(domains, null, { role: 'owner' })).toHaveLength(3);
  });

  it('offers a limited team’s domains only, even one closed to standard accounts', () => {
    const team = teamFixture({ domains: [{ id: 'd-brand', host: 'brand.example' }] });
    expect(hosts(domainsForLinks(domains, team, { role: 'standard' }))).toEqual(['brand.example']);
    expect(hosts(domainsForLinks(domains, team, { role: 'owner' }))).toEqual(['brand.example']);
    expect(domainsForLinks(domains, teamFixture({ domains: [] }), { role: 'owner' })).toEqual([]);
    expect(domainsForLinks(undefined, team, { role: 'owner' })).toEqual([]);
  });
});

describe('limitedTeam and domainValue', () => {
  it('finds a team only when it limits its domains', () => {
    const teams = [
      teamFixture({ domains: [{ id: 'default', host: 's.example' }] }),
      teamFixture({ id: SUPPORT_ID, name: 'Support' }),
    ];
    expect(limitedTeam(teams, MARKETING_ID)?.name).toBe('Marketing');
    expect(limitedTeam(teams, SUPPORT_ID)).toBeNull();
    expect(limitedTeam(teams, '')).toBeNull();
    expect(limitedTeam(undefined, MARKETING_ID)).toBeNull();
  });

  it('writes the default domain as empty, the others as their host', () => {
    expect(domainValue(main)).toBe('');
    expect(domainValue(brand)).toBe('brand.example');
  });
});
