// Whose links a subscription hears: the owner chooses "My links" or "Every link of the instance"
// when adding and editing webhooks and forwardings; admins and standard accounts never see the
// choice. A subscription to the whole instance says so in the list and on its page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import type { Webhook } from '../types';
import { webhookFixture } from '../webhooks.fixture';
import { WebhookDetails } from './webhook-details';
import { WebhooksCard } from './webhooks-card';

const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const everywhere = webhookFixture({
  id: 'w-instance',
  url: 'https://audit.example.com/in',
  scope: 'instance',
});

function api(extra: Record<string, MockHandler> = {}, webhooks: Webhook[] = []) {
  return mockApi({
    'GET /api/webhooks': ok({ webhooks }),
    'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    ...extra,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function openCreate(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
  return screen.findByRole('dialog', { name: 'Add a webhook' });
}

async function openEdit(user: User, url: string, title = 'Edit webhook') {
  await user.click(await screen.findByRole('button', { name: `Actions for ${url}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: title });
}

describe('the scope when adding', () => {
  it('lets the owner subscribe a webhook to every link of the instance', async () => {
    const user = userEvent.setup();
    const calls = api({ 'POST /api/webhooks': ok({ ...everywhere, secret: SECRET }) });
    loginAs(testAccount({ role: 'owner' }));
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    const scope = within(dialog).getByRole('group', { name: 'Links' });
    expect(within(scope).getByRole('radio', { name: /^My links/ })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: /^Every link of the instance/ }));
    expect(dialog).toHaveTextContent('Empty lists let every link of the instance through.');
    await expectNoSeriousA11yViolations();
    await user.type(within(dialog).getByLabelText('Endpoint URL'), everywhere.url);
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    // A webhook still shows its secret.
    await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(calls.callsTo('POST', '/api/webhooks')[0]?.body).toEqual({
      url: everywhere.url,
      events: ['link.created', 'link.updated', 'link.deleted'],
      scope: 'instance',
    });
  });

  it('sends the scope of a forwarding too', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/webhooks': ok({ ...everywhere, kind: 'umami', secret: SECRET }),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Umami/ }));
    await user.click(within(dialog).getByRole('radio', { name: /^Every link of the instance/ }));
    await user.type(
      within(dialog).getByLabelText('Tracking endpoint'),
      'https://u.example/api/send',
    );
    await user.type(
      within(dialog).getByLabelText('Website ID'),
      '4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/webhooks')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/webhooks')[0]?.body).toEqual({
      url: 'https://u.example/api/send',
      kind: 'umami',
      target: { websiteId: '4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f' },
      events: ['visit'],
      scope: 'instance',
    });
    expect(screen.queryByRole('dialog', { name: 'Webhook added' })).not.toBeInTheDocument();
  });

  it.each(['admin', 'standard'] as const)(
    'offers no scope when the account is %s',
    async (role) => {
      const user = userEvent.setup();
      const calls = api({ 'POST /api/webhooks': ok({ ...webhookFixture(), secret: SECRET }) });
      loginAs(testAccount({ role }));
      renderWithProviders(<WebhooksCard />);
      const dialog = await openCreate(user);
      expect(
        within(dialog).queryByRole('radio', { name: /^Every link of the instance/ }),
      ).toBeNull();
      expect(within(dialog).queryByRole('radio', { name: /^My links/ })).toBeNull();
      await user.click(within(dialog).getByRole('radio', { name: /^Plausible/ }));
      expect(
        within(dialog).queryByRole('radio', { name: /^Every link of the instance/ }),
      ).toBeNull();
      await user.type(
        within(dialog).getByLabelText('Tracking endpoint'),
        'https://plausible.io/api/event',
      );
      await user.type(within(dialog).getByLabelText('Site domain'), 'example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
      await waitFor(() => expect(calls.callsTo('POST', '/api/webhooks')).toHaveLength(1));
      expect(calls.callsTo('POST', '/api/webhooks')[0]?.body).not.toHaveProperty('scope');
    },
  );

  it('shows the server’s refusal of the scope next to the choice', async () => {
    const user = userEvent.setup();
    api({
      'POST /api/webhooks': fail(
        403,
        'Only the owner may subscribe to every link of the instance (scope instance)',
      ),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Every link of the instance/ }));
    await user.type(within(dialog).getByLabelText('Endpoint URL'), everywhere.url);
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const refusal = await within(dialog).findByText(
      'Only the owner may subscribe to every link of the instance (scope instance)',
    );
    expect(refusal).toHaveClass('field__error');
  });
});

describe('the scope when editing', () => {
  it('lets the owner narrow a subscription back to their links', async () => {
    const user = userEvent.setup();
    const calls = api(
      { [`PATCH /api/webhooks/${everywhere.id}`]: ok({ ...everywhere, scope: 'account' }) },
      [everywhere],
    );
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user, everywhere.url);
    expect(
      within(dialog).getByRole('radio', { name: /^Every link of the instance/ }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^My links/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', `/api/webhooks/${everywhere.id}`)).toHaveLength(1),
    );
    expect(calls.callsTo('PATCH', `/api/webhooks/${everywhere.id}`)[0]?.body).toEqual({
      scope: 'account',
    });
  });

  it('lets the owner widen a forwarding to the whole instance', async () => {
    const user = userEvent.setup();
    const plausible = webhookFixture({
      id: 'w-plausible',
      url: 'https://plausible.io/api/event',
      kind: 'plausible',
      target: { domain: 'example.com' },
      events: ['visit'],
    });
    const calls = api({ [`PATCH /api/webhooks/${plausible.id}`]: ok(plausible) }, [plausible]);
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user, plausible.url, 'Edit forwarding');
    expect(within(dialog).getByLabelText('Site domain')).toHaveValue('example.com');
    await user.click(within(dialog).getByRole('radio', { name: /^Every link of the instance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', `/api/webhooks/${plausible.id}`)).toHaveLength(1),
    );
    expect(calls.callsTo('PATCH', `/api/webhooks/${plausible.id}`)[0]?.body).toEqual({
      scope: 'instance',
    });
  });

  it('keeps the scope of an admin’s edit without showing it', async () => {
    const user = userEvent.setup();
    const calls = api({ [`PATCH /api/webhooks/${everywhere.id}`]: ok(everywhere) }, [everywhere]);
    loginAs(testAccount({ role: 'admin' }));
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user, everywhere.url);
    expect(within(dialog).queryByRole('radio', { name: /^My links/ })).toBeNull();
    await user.type(within(dialog).getByLabelText('Description'), ' (all)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', `/api/webhooks/${everywhere.id}`)).toHaveLength(1),
    );
    expect(calls.callsTo('PATCH', `/api/webhooks/${everywhere.id}`)[0]?.body).toEqual({
      description: 'CRM sync (all)',
    });
  });
});

describe('the whole-instance badge', () => {
  it('marks a row that hears every link, and no other', async () => {
    const mine = webhookFixture({ id: 'w-mine', url: 'https://mine.example.com/' });
    api({}, [everywhere, mine]);
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const row = (await screen.findByRole('link', { name: everywhere.url })).closest('tr')!;
    expect(within(row).getByText('Whole instance')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: mine.url }).closest('tr')!;
    expect(within(other).queryByText('Whole instance')).toBeNull();
    await expectNoSeriousA11yViolations();
  });

  it('shows on the subscription’s page, with every link of the instance as its links', async () => {
    mockApi({
      [`GET /api/webhooks/${everywhere.id}`]: ok(everywhere),
      [`GET /api/webhooks/${everywhere.id}/deliveries`]: ok({ deliveries: [], cursor: null }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    });
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<WebhookDetails id={everywhere.id} />);
    const summary = await screen.findByRole('region', { name: everywhere.url });
    expect(within(summary).getByText('Whole instance')).toBeInTheDocument();
    expect(within(summary).getByText('Every link of the instance')).toBeInTheDocument();
  });

  it('says a forwarding’s empty log fills with visits, and offers it no test event', async () => {
    const forwarding = webhookFixture({
      id: 'w-matomo',
      kind: 'matomo',
      target: { siteId: 1, tokenAuth: null },
      events: ['visit'],
    });
    mockApi({
      [`GET /api/webhooks/${forwarding.id}`]: ok(forwarding),
      [`GET /api/webhooks/${forwarding.id}/deliveries`]: ok({ deliveries: [], cursor: null }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    });
    loginAs();
    renderWithProviders(<WebhookDetails id={forwarding.id} />);
    expect(
      await screen.findByText('Nothing was forwarded yet. Visit one of the links to try it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
    expect(screen.getByText('Every link of yours')).toBeInTheDocument();
  });
});
