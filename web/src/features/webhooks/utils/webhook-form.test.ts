import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { translateApiMessage } from '@/i18n/api-messages';
import { webhookFixture } from '../webhooks.fixture';
import { webhookFieldOf } from './server-errors';
import { createWebhookBody, editWebhookBody, splitList, webhookFormValues } from './webhook-form';
import { isValidEndpoint, webhookFormSchema } from './webhook-schema';

describe('webhook form bodies', () => {
  it('splits typed lists at commas and line breaks, without blanks or repeats', () => {
    expect(splitList(' news, spring,\nnews ,, ')).toEqual(['news', 'spring']);
    expect(splitList('')).toEqual([]);
  });

  it('sends a new webhook without empty parts', () => {
    expect(
      createWebhookBody({
        ...webhookFormValues(),
        url: ' https://hooks.example.com/in ',
        events: ['visit'],
      }),
    ).toEqual({ url: 'https://hooks.example.com/in', events: ['visit'] });
  });

  it('sends the description, every filter list and a paused start when given', () => {
    expect(
      createWebhookBody({
        ...webhookFormValues(),
        url: 'https://hooks.example.com/in',
        description: ' CRM ',
        events: ['link.created'],
        tags: 'news, spring',
        links: '',
        domains: ['default'],
        paused: true,
      }),
    ).toEqual({
      url: 'https://hooks.example.com/in',
      description: 'CRM',
      events: ['link.created'],
      filters: { tags: ['news', 'spring'], links: [], domains: ['default'] },
      paused: true,
    });
  });

  it('starts an edit from the webhook and sends only what changed', () => {
    const webhook = webhookFixture({ filters: { tags: ['news'], links: [], domains: [] } });
    const values = webhookFormValues(webhook);
    expect(values.tags).toBe('news');
    expect(editWebhookBody(webhook, values)).toEqual({ id: webhook.id });
    // The same events in another order are no change.
    expect(editWebhookBody(webhook, { ...values, events: [...webhook.events].reverse() })).toEqual({
      id: webhook.id,
    });
    expect(editWebhookBody(webhook, { ...values, description: ' ', tags: 'news, spring' })).toEqual(
      {
        id: webhook.id,
        description: null,
        filters: { tags: ['news', 'spring'], links: [], domains: [] },
      },
    );
  });

  it('keeps events this dashboard does not know when editing', () => {
    const webhook = webhookFixture({ events: ['link.created', 'link.moved'] });
    const values = webhookFormValues(webhook);
    expect(values.events).toEqual(['link.created', 'link.moved']);
    expect(editWebhookBody(webhook, values)).toEqual({ id: webhook.id });
  });
});

describe('webhook form rules', () => {
  it.each([
    'https://hooks.example.com/linkhop',
    'http://127.0.0.1:8080/in?x=1',
    'HTTPS://Example.com',
  ])('takes the endpoint %s', (url) => expect(isValidEndpoint(url)).toBe(true));

  it.each([
    '',
    'hooks.example.com',
    'ftp://example.com',
    'https:///x',
    'https://user:pw@example.com/',
    'https://example.com/#part',
    'https://exa mple.com/',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses the endpoint %j', (url) => expect(isValidEndpoint(url)).toBe(false));

  it('asks for an event, a short description and bounded filters', () => {
    const values = { ...webhookFormValues(), url: 'https://hooks.example.com/' };
    expect(webhookFormSchema.safeParse(values).success).toBe(true);
    const paths = (changes: object) =>
      webhookFormSchema
        .safeParse({ ...values, ...changes })
        .error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ events: [] })).toEqual(['events']);
    expect(paths({ description: 'x'.repeat(201) })).toEqual(['description']);
    expect(paths({ tags: Array.from({ length: 101 }, (_, i) => `t${i}`).join(',') })).toEqual([
      'tags',
    ]);
    expect(paths({ links: 'x'.repeat(201) })).toEqual(['links']);
  });
});

describe('webhookFieldOf', () => {
  it('names the field a refusal is about, in any interface language', async () => {
    await applyLanguage('de');
    const shown = (message: string) => translateApiMessage(message);
    expect(
      webhookFieldOf(
        shown(
          'Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)',
        ),
      ),
    ).toBe('url');
    expect(
      webhookFieldOf(shown('Only the owner and admins may subscribe to account.created')),
    ).toBe('events');
    expect(webhookFieldOf(shown('Unknown event: link.moved'))).toBe('events');
    expect(
      webhookFieldOf(shown('Invalid description: at most 200 characters, no control characters')),
    ).toBe('description');
    expect(webhookFieldOf(shown('Webhooks are not enabled in demo mode.'))).toBeNull();
  });
});
