// Settings → Webhooks: the list and its popups — create (the secret once), edit, pause and resume,
// rotate the secret, send a test event, delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import type { Webhook } from '../types';
import { deliveryFixture, webhookFixture } from '../webhooks.fixture';
import { WebhooksCard } from './webhooks-card';

const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0';
const crm = webhookFixture();
const broken = webhookFixture({
  id: 'w-broken',
  url: 'https://down.example.net/hook',
  description: null,
  events: ['visit'],
  failing: true,
  failingSince: '2026-11-26T08:00:00.000Z',
  pending: 3,
  dropped: 12,
});

function webhooksApi(extra: Record<string, MockHandler> = {}, webhooks: Webhook[] = [crm, broken]) {
  return mockApi({
    'GET /api/webhooks': ok({ webhooks }),
    'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    ...extra,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function openMenu(user: User, url: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${url}` }));
  return screen.getByRole('menu', { name: `Actions for ${url}` });
}

const failingText = (iso: string) =>
  `Failing since ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))}`;

describe('WebhooksCard', () => {
  it('lists each webhook with its events, state and counts, and says which are failing', async () => {
    webhooksApi();
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const row = (await screen.findByRole('link', { name: crm.url })).closest('tr')!;
    expect(row).toHaveTextContent('CRM sync');
    expect(within(row).getByText('link.created, link.deleted')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: crm.url })).toHaveAttribute(
      'href',
      `/dash/settings/webhooks/${crm.id}`,
    );
    const failing = screen.getByRole('link', { name: broken.url }).closest('tr')!;
    expect(within(failing).getByText(failingText(broken.failingSince!))).toBeInTheDocument();
    expect(
      within(failing).getByText('3', { selector: '[data-label="Waiting"]' }),
    ).toBeInTheDocument();
    expect(
      within(failing).getByText('12', { selector: '[data-label="Dropped"]' }),
    ).toBeInTheDocument();
    const notice = screen.getByTestId('webhooks-failing');
    expect(notice).toHaveTextContent('Deliveries to a webhook are failing');
    expect(notice).toHaveTextContent(`${broken.url}: failing since`);
    expect(notice).toHaveTextContent('given up after about a day of retries');
    await expectNoSeriousA11yViolations();
  });

  it('says when there is no webhook, without a failing notice', async () => {
    webhooksApi({}, []);
    loginAs();
    renderWithProviders(<WebhooksCard />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('webhooks-failing')).not.toBeInTheDocument();
  });
});

describe('CreateWebhook popup', () => {
  async function openCreate(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    return screen.findByRole('dialog', { name: 'Add a webhook' });
  }

  it('creates a webhook, then shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    const created = webhookFixture({ id: 'w-new', url: 'https://hooks.example.com/new' });
    const api = webhooksApi({ 'POST /api/webhooks': ok({ ...created, secret: SECRET }) });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    // The common link events are chosen to start with.
    expect(within(dialog).getByRole('checkbox', { name: /^link\.created/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Endpoint URL'), created.url);
    await user.type(within(dialog).getByLabelText('Description'), 'Shop');
    await user.click(within(dialog).getByRole('checkbox', { name: /^link\.updated/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^visit/ }));
    await user.type(within(dialog).getByLabelText('Tags'), 'news, spring');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(secret).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(within(secret).getByText('Copy it now: you will not see it again.')).toBeVisible();
    expect(within(secret).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/webhooks')[0]?.body).toEqual({
      url: created.url,
      description: 'Shop',
      events: ['link.created', 'link.deleted', 'visit'],
      filters: { tags: ['news', 'spring'], links: [], domains: [] },
    });
    await expectNoSeriousA11yViolations();
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/webhooks')).toHaveLength(2));
  });

  it('offers instance-wide events to the owner and admins only', async () => {
    const user = userEvent.setup();
    webhooksApi();
    loginAs(testAccount({ role: 'standard' }));
    renderWithProviders(<WebhooksCard />);
    let dialog = await openCreate(user);
    expect(within(dialog).getByRole('checkbox', { name: /^visit/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /^account\./ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    loginAs(testAccount({ role: 'admin' }));
    dialog = await openCreate(user);
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'account.created — an account is created on this instance',
      }),
    ).not.toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: /^account\.disabled/ }),
    ).toBeInTheDocument();
  });

  it('checks the form before sending, and puts the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const api = webhooksApi({
      'POST /api/webhooks': fail(
        400,
        'Invalid url: loopback, private and link-local addresses are refused (WEBHOOK_ALLOW_PRIVATE)',
      ),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    for (const name of [/^link\.created/, /^link\.updated/, /^link\.deleted/]) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'hooks.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/webhooks')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Endpoint URL'));
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://127.0.0.1:9/in');
    await user.click(within(dialog).getByRole('checkbox', { name: /^link\.expired/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(dialog).findByText(/loopback, private and link-local addresses are refused/),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Webhook added' })).not.toBeInTheDocument();
  });

  it('filters by domain when the account has several', async () => {
    const user = userEvent.setup();
    const go = domainFixture();
    const api = webhooksApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), go] }),
      'POST /api/webhooks': ok({ ...crm, secret: SECRET }),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText('Endpoint URL'), crm.url);
    const domains = await within(dialog).findByRole('group', { name: 'Domains' });
    await user.click(within(domains).getByRole('checkbox', { name: 'go.example' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(api.callsTo('POST', '/api/webhooks')[0]?.body).toMatchObject({
      filters: { tags: [], links: [], domains: [go.id] },
    });
  });
});

describe('webhook menu', () => {
  it('edits a webhook, sending only what changed', async () => {
    const user = userEvent.setup();
    const api = webhooksApi({
      [`PATCH /api/webhooks/${crm.id}`]: ok({ ...crm, description: null }),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const menu = await openMenu(user, crm.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveValue(crm.url);
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('checkbox', { name: /^link\.expired/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `/api/webhooks/${crm.id}`)[0]?.body).toEqual({
      description: null,
      events: ['link.created', 'link.deleted', 'link.expired'],
    });
    expect(await screen.findByText('Webhook updated')).toBeInTheDocument();
  });

  it('pauses an active webhook and resumes a paused one', async () => {
    const user = userEvent.setup();
    const paused = webhookFixture({
      id: 'w-paused',
      url: 'https://paused.example.com/',
      paused: true,
    });
    const api = webhooksApi(
      {
        [`PATCH /api/webhooks/${crm.id}`]: ok({ ...crm, paused: true }),
        [`PATCH /api/webhooks/${paused.id}`]: ok({ ...paused, paused: false }),
      },
      [crm, paused],
    );
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const pausedRow = (await screen.findByRole('link', { name: paused.url })).closest('tr')!;
    expect(within(pausedRow).getByText('Paused')).toBeInTheDocument();
    let menu = await openMenu(user, crm.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Webhook paused')).toBeInTheDocument();
    menu = await openMenu(user, paused.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Resume' }));
    expect(await screen.findByText('Webhook resumed')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/webhooks/${crm.id}`)[0]?.body).toEqual({ paused: true });
    expect(api.callsTo('PATCH', `/api/webhooks/${paused.id}`)[0]?.body).toEqual({ paused: false });
  });

  it('sends a test event', async () => {
    const user = userEvent.setup();
    const api = webhooksApi({
      [`POST /api/webhooks/${crm.id}/test`]: ok(deliveryFixture({ state: 'pending' })),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const menu = await openMenu(user, crm.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Send test event' }));
    expect(
      await screen.findByText('Test event queued: it goes out within a second'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/webhooks/${crm.id}/test`)).toHaveLength(1);
  });

  it('rotates the secret after asking, shows the new one once and says the old one lasts a day', async () => {
    const user = userEvent.setup();
    const until = '2026-11-28T12:00:00.000Z';
    const api = webhooksApi({
      [`POST /api/webhooks/${crm.id}/secret`]: ok({
        ...crm,
        previousSecretValidUntil: until,
        secret: SECRET,
      }),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    let menu = await openMenu(user, crm.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rotate secret' }));
    let confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent('for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `/api/webhooks/${crm.id}/secret`)).toHaveLength(0);

    menu = await openMenu(user, crm.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Rotate secret' }));
    confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(shown).toHaveTextContent('you will not see it again');
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(until),
    );
    expect(shown).toHaveTextContent(`The old secret signs deliveries too until ${time} (24 hours)`);
  });

  it('offers no test event or secret for an analytics forwarding, nor its events', async () => {
    const user = userEvent.setup();
    const forwarding = webhookFixture({
      id: 'w-plausible',
      url: 'https://plausible.io/api/event',
      kind: 'plausible',
      target: { domain: 'example.com' },
      events: ['visit'],
    });
    webhooksApi({}, [forwarding]);
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const row = (await screen.findByRole('link', { name: forwarding.url })).closest('tr')!;
    expect(within(row).getByText('Plausible forwarding')).toBeInTheDocument();
    const menu = await openMenu(user, forwarding.url);
    expect(within(menu).queryByRole('menuitem', { name: 'Send test event' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Rotate secret' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit forwarding' });
    expect(within(dialog).queryByRole('checkbox', { name: /^visit/ })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tags')).toBeInTheDocument();
  });

  it('deletes a webhook after confirming, naming its waiting deliveries', async () => {
    const user = userEvent.setup();
    const api = webhooksApi({ [`DELETE /api/webhooks/${broken.id}`]: ok(broken) });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    let menu = await openMenu(user, broken.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(dialog).toHaveTextContent('Its 3 waiting deliveries are dropped too.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `/api/webhooks/${broken.id}`)).toHaveLength(0);

    menu = await openMenu(user, broken.url);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/webhooks/${broken.id}`)).toHaveLength(1);
    expect(await screen.findByText(`Webhook ${broken.url} deleted`)).toBeInTheDocument();
  });
});
