// Analytics forwardings in CreateWebhook and EditWebhook: each service's site fields and rules,
// the body sent for each kind (always the events ["visit"]), no secret after adding one, and a
// stored Matomo token kept unless a new one is typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders } from '@/testing/test-utils';
import type { Webhook } from '../types';
import { webhookFixture } from '../webhooks.fixture';
import { WebhooksCard } from './webhooks-card';

const UUID = '4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f';

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

const SERVICES = [
  {
    kind: 'matomo',
    choice: 'Matomo',
    url: 'https://matomo.example.com/matomo.php',
    fields: { 'Site ID': '7', 'Token (token_auth)': 'abc123' },
    target: { siteId: 7, tokenAuth: 'abc123' },
    wrong: { 'Site ID': '0', 'Token (token_auth)': 'has space' },
    messages: [
      'Enter the site’s number in Matomo, a whole number from 1.',
      'At most 200 characters, without spaces, quotes or backslashes.',
    ],
  },
  {
    kind: 'plausible',
    choice: 'Plausible',
    url: 'https://plausible.io/api/event',
    fields: { 'Site domain': 'example.com' },
    target: { domain: 'example.com' },
    wrong: { 'Site domain': 'https://example.com' },
    messages: [
      'Enter the site’s domain as registered in Plausible, such as example.com, without https:// or a path.',
    ],
  },
  {
    kind: 'umami',
    choice: 'Umami',
    url: 'https://umami.example.com/api/send',
    fields: { 'Website ID': UUID },
    target: { websiteId: UUID },
    wrong: { 'Website ID': 'not-a-uuid' },
    messages: [
      'Enter the website ID Umami shows, a UUID such as 4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f.',
    ],
  },
] as const;

async function fill(user: User, dialog: HTMLElement, fields: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('adding an analytics forwarding', () => {
  it.each(SERVICES)(
    '$choice: shows its site fields and its endpoint, without events, and checks them',
    async (service) => {
      const user = userEvent.setup();
      const calls = api();
      loginAs();
      renderWithProviders(<WebhooksCard />);
      const dialog = await openCreate(user);
      expect(within(dialog).getByRole('radio', { name: /^Signed webhook/ })).toBeChecked();
      await user.click(
        within(dialog).getByRole('radio', { name: new RegExp(`^${service.choice}`) }),
      );

      const url = within(dialog).getByLabelText('Tracking endpoint');
      expect(url).toHaveAttribute('placeholder', service.url);
      expect(within(dialog).getByText(service.url, { exact: false })).toBeInTheDocument();
      for (const label of Object.keys(service.fields)) {
        expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
      }
      for (const other of SERVICES.filter((s) => s.kind !== service.kind)) {
        for (const label of Object.keys(other.fields)) {
          expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
        }
      }
      expect(within(dialog).queryByRole('checkbox', { name: /^link\.created/ })).toBeNull();
      expect(
        within(dialog).getByText(
          'Human visits to the links are forwarded (bots’ visits are not), and never the visitor’s address.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Tags')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Description')).toBeInTheDocument();

      await user.type(url, service.url);
      await fill(user, dialog, service.wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
      for (const message of service.messages) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      for (const label of Object.keys(service.wrong)) {
        expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(calls.callsTo('POST', '/api/webhooks')).toHaveLength(0);
      await expectNoSeriousA11yViolations();
    },
  );

  it.each(SERVICES)(
    '$choice: sends its kind, site and the events ["visit"], and shows no secret',
    async (service) => {
      const user = userEvent.setup();
      const created = webhookFixture({
        id: `w-${service.kind}`,
        url: service.url,
        kind: service.kind,
        target: service.target,
        events: ['visit'],
      });
      const calls = api({ 'POST /api/webhooks': ok({ ...created, secret: 'whsec_unused' }) });
      loginAs();
      renderWithProviders(<WebhooksCard />);
      const dialog = await openCreate(user);
      // Events chosen for a webhook before switching do not travel with a forwarding.
      await user.click(within(dialog).getByRole('checkbox', { name: /^link\.expired/ }));
      await user.click(
        within(dialog).getByRole('radio', { name: new RegExp(`^${service.choice}`) }),
      );
      await user.type(within(dialog).getByLabelText('Tracking endpoint'), service.url);
      await fill(user, dialog, service.fields);
      await user.type(within(dialog).getByLabelText('Tags'), 'campaign');
      await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));

      expect(await screen.findByText(`${service.choice} forwarding added`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByText('whsec_unused')).not.toBeInTheDocument();
      expect(calls.callsTo('POST', '/api/webhooks')[0]?.body).toEqual({
        url: service.url,
        kind: service.kind,
        target: service.target,
        events: ['visit'],
        filters: { tags: ['campaign'], links: [], domains: [] },
      });
    },
  );

  it('sends no Matomo token when none is typed', async () => {
    const user = userEvent.setup();
    const calls = api({ 'POST /api/webhooks': ok({ ...webhookFixture(), secret: 'whsec_x' }) });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Matomo/ }));
    await user.type(within(dialog).getByLabelText('Tracking endpoint'), SERVICES[0].url);
    await user.type(within(dialog).getByLabelText('Site ID'), ' 3 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/webhooks')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/webhooks')[0]?.body).toMatchObject({
      kind: 'matomo',
      target: { siteId: 3 },
    });
  });

  it('puts the server’s refusal of the site next to the site’s field', async () => {
    const user = userEvent.setup();
    api({
      'POST /api/webhooks': fail(
        400,
        'Invalid target: matomo takes {"siteId": <number>, "tokenAuth"?: <token>}, plausible {"domain": <site domain>}, umami {"websiteId": <uuid>}; a webhook none',
      ),
    });
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('radio', { name: /^Plausible/ }));
    await user.type(within(dialog).getByLabelText('Tracking endpoint'), SERVICES[1].url);
    await user.type(within(dialog).getByLabelText('Site domain'), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add forwarding' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Site domain')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByText(/^Invalid target: matomo takes/)).toBeInTheDocument();
  });
});

describe('editing a Matomo forwarding', () => {
  const matomo = webhookFixture({
    id: 'w-matomo',
    url: 'https://matomo.example.com/matomo.php',
    kind: 'matomo',
    target: { siteId: 1, tokenAuth: '********' },
    events: ['visit'],
    description: null,
  });

  async function openEdit(user: User) {
    await user.click(await screen.findByRole('button', { name: `Actions for ${matomo.url}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    return screen.findByRole('dialog', { name: 'Edit forwarding' });
  }

  function editApi() {
    return api({ [`PATCH /api/webhooks/${matomo.id}`]: ok(matomo) }, [matomo]);
  }

  it('shows the kind, the site and an empty token field that keeps the stored token', async () => {
    const user = userEvent.setup();
    const calls = editApi();
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user);
    expect(dialog).toHaveTextContent('Sends to: Matomo forwarding.');
    expect(within(dialog).queryByRole('radio', { name: /^Plausible/ })).toBeNull();
    expect(within(dialog).getByLabelText('Site ID')).toHaveValue('1');
    const token = within(dialog).getByLabelText('Token (token_auth)');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(
      'A token is stored: it stays unchanged unless you type a new token.',
    );
    await expectNoSeriousA11yViolations();

    // Nothing changed: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('PATCH', `/api/webhooks/${matomo.id}`)).toHaveLength(0);
  });

  it('sends ******** with a changed site, so the stored token stays', async () => {
    const user = userEvent.setup();
    const calls = editApi();
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('Site ID'));
    await user.type(within(dialog).getByLabelText('Site ID'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', `/api/webhooks/${matomo.id}`)).toHaveLength(1),
    );
    expect(calls.callsTo('PATCH', `/api/webhooks/${matomo.id}`)[0]?.body).toEqual({
      target: { siteId: 2, tokenAuth: '********' },
    });
  });

  it('sends a new token when one is typed', async () => {
    const user = userEvent.setup();
    const calls = editApi();
    loginAs();
    renderWithProviders(<WebhooksCard />);
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByLabelText('Token (token_auth)'), 'fresh-token');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.callsTo('PATCH', `/api/webhooks/${matomo.id}`)).toHaveLength(1),
    );
    expect(calls.callsTo('PATCH', `/api/webhooks/${matomo.id}`)[0]?.body).toEqual({
      target: { siteId: 1, tokenAuth: 'fresh-token' },
    });
    expect(await screen.findByText('Webhook updated')).toBeInTheDocument();
  });
});
