import { describe, expect, it } from 'vitest';
import { webhookFixture } from '../webhooks.fixture';
import { editedTarget, hasStoredToken, targetFormValues, targetOf } from './forwarding-target';
import { createWebhookBody, editWebhookBody, webhookFormValues } from './webhook-form';
import {
  isValidSiteDomain,
  isValidSiteId,
  isValidToken,
  isValidWebsiteId,
  webhookFormSchema,
} from './webhook-schema';

const UUID = '4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f';

describe('a forwarding’s target', () => {
  it('reads each service’s site into the fields, never a stored token', () => {
    expect(targetFormValues({ siteId: 3, tokenAuth: '********' })).toEqual({
      siteId: '3',
      tokenAuth: '',
      siteDomain: '',
      websiteId: '',
    });
    expect(targetFormValues({ domain: 'example.com' }).siteDomain).toBe('example.com');
    expect(targetFormValues({ websiteId: UUID }).websiteId).toBe(UUID);
    expect(targetFormValues(null).siteId).toBe('');
  });

  it('knows a stored Matomo token by its mask', () => {
    expect(hasStoredToken({ target: { siteId: 1, tokenAuth: '********' } })).toBe(true);
    expect(hasStoredToken({ target: { siteId: 1, tokenAuth: null } })).toBe(false);
    expect(hasStoredToken({ target: null })).toBe(false);
  });

  it('builds each service’s target, trimmed', () => {
    const values = {
      siteId: ' 12 ',
      tokenAuth: ' tok ',
      siteDomain: ' a.example ',
      websiteId: ` ${UUID} `,
    };
    expect(targetOf('matomo', values)).toEqual({ siteId: 12, tokenAuth: 'tok' });
    expect(targetOf('matomo', { ...values, tokenAuth: '' })).toEqual({ siteId: 12 });
    expect(targetOf('matomo', { ...values, tokenAuth: '' }, true)).toEqual({
      siteId: 12,
      tokenAuth: '********',
    });
    expect(targetOf('plausible', values)).toEqual({ domain: 'a.example' });
    expect(targetOf('umami', values)).toEqual({ websiteId: UUID });
    expect(targetOf('webhook', values)).toBeUndefined();
    expect(targetOf('segment', values)).toBeUndefined();
  });

  it('sends an edit’s target only when the site changed or a token was typed', () => {
    const plausible = webhookFixture({ kind: 'plausible', target: { domain: 'example.com' } });
    const values = webhookFormValues(plausible);
    expect(editedTarget(plausible, values)).toBeUndefined();
    // Typed in the Matomo field of another service: not this one's business.
    expect(editedTarget(plausible, { ...values, tokenAuth: 'x' })).toBeUndefined();
    expect(editedTarget(plausible, { ...values, siteDomain: 'shop.example' })).toEqual({
      domain: 'shop.example',
    });
    const matomo = webhookFixture({ kind: 'matomo', target: { siteId: 5, tokenAuth: null } });
    expect(editedTarget(matomo, { ...webhookFormValues(matomo), siteId: '6' })).toEqual({
      siteId: 6,
    });
    // A kind this dashboard does not know keeps its target.
    const other = webhookFixture({ kind: 'segment', target: { key: 'k' } });
    expect(editedTarget(other, webhookFormValues(other))).toBeUndefined();
  });
});

describe('forwarding bodies', () => {
  it('always sends a forwarding’s events as ["visit"], whatever was ticked before', () => {
    expect(
      createWebhookBody({
        ...webhookFormValues(),
        kind: 'plausible',
        url: 'https://plausible.io/api/event',
        siteDomain: 'example.com',
        events: ['link.created'],
      }),
    ).toEqual({
      url: 'https://plausible.io/api/event',
      kind: 'plausible',
      target: { domain: 'example.com' },
      events: ['visit'],
    });
  });

  it('sends a changed scope only', () => {
    const hook = webhookFixture();
    const values = webhookFormValues(hook);
    expect(editWebhookBody(hook, values)).toEqual({ id: hook.id });
    expect(editWebhookBody(hook, { ...values, scope: 'instance' })).toEqual({
      id: hook.id,
      scope: 'instance',
    });
    expect(createWebhookBody({ ...values, scope: 'account' })).not.toHaveProperty('scope');
  });
});

describe('forwarding rules', () => {
  it.each(['1', ' 42 ', '4294967295'])('takes the Matomo site id %j', (id) =>
    expect(isValidSiteId(id)).toBe(true),
  );
  it.each(['', '0', '-1', '1.5', 'one', '4294967296', '1e3'])('refuses the site id %j', (id) =>
    expect(isValidSiteId(id)).toBe(false),
  );

  it('takes an empty or plain token, refuses spaces, quotes and backslashes', () => {
    expect(isValidToken('')).toBe(true);
    expect(isValidToken('a1b2c3d4e5f6')).toBe(true);
    for (const token of ['a b', 'a"b', 'a\\b', 'é', 'x'.repeat(201)]) {
      expect(isValidToken(token)).toBe(false);
    }
  });

  it('takes a site domain as Plausible knows it, not a URL', () => {
    expect(isValidSiteDomain('example.com')).toBe(true);
    expect(isValidSiteDomain('shop.example.co.uk')).toBe(true);
    for (const domain of ['', 'https://example.com', 'example.com/blog', 'exa mple.com']) {
      expect(isValidSiteDomain(domain)).toBe(false);
    }
  });

  it('takes a UUID as an Umami website id, in either case', () => {
    expect(isValidWebsiteId(UUID)).toBe(true);
    expect(isValidWebsiteId(UUID.toUpperCase())).toBe(true);
    expect(isValidWebsiteId(UUID.replaceAll('-', ''))).toBe(false);
    expect(isValidWebsiteId('site-1')).toBe(false);
  });

  it('asks for the site of the chosen service only, and for no events', () => {
    const base = { ...webhookFormValues(), url: 'https://a.example/', events: [] };
    const paths = (changes: object) =>
      webhookFormSchema
        .safeParse({ ...base, ...changes })
        .error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ kind: 'matomo' })).toEqual(['siteId']);
    expect(paths({ kind: 'plausible' })).toEqual(['siteDomain']);
    expect(paths({ kind: 'umami' })).toEqual(['websiteId']);
    expect(paths({ kind: 'umami', websiteId: UUID })).toEqual([]);
    expect(paths({ kind: 'webhook' })).toEqual(['events']);
    expect(paths({ scope: 'everywhere' })).toContain('scope');
  });
});
