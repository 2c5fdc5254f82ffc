// A webhook's own page: its facts and actions, and the delivery log with its details, redeliver
// and the cursor's paging.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { loginAs, renderWithProviders } from '@/testing/test-utils';
import type { Delivery, Webhook } from '../types';
import { deliveryFixture, webhookFixture } from '../webhooks.fixture';
import { WebhookDetails } from './webhook-details';

const go = domainFixture();
const hook = webhookFixture({
  filters: { tags: ['news'], links: [], domains: [go.id] },
  previousSecretValidUntil: '2026-11-28T12:00:00.000Z',
});
const delivered = deliveryFixture({ id: 'msg_ok' });
const failed = deliveryFixture({
  id: 'msg_bad',
  event: 'link.created',
  state: 'failed',
  attempts: 12,
  responseStatus: 503,
  responseBody: `Service unavailable ${'x'.repeat(200)}`,
  error: 'HTTP 503 Service Unavailable',
});
const waiting = deliveryFixture({
  id: 'msg_wait',
  state: 'pending',
  attempts: 2,
  responseStatus: null,
  responseBody: null,
  error: 'connection refused',
  nextAttemptAt: '2026-11-27T13:00:00.000Z',
  finishedAt: null,
});

function detailsApi(
  deliveries: MockHandler,
  extra: Record<string, MockHandler> = {},
  webhook: Webhook = hook,
) {
  return mockApi({
    [`GET /api/webhooks/${webhook.id}`]: ok(webhook),
    [`GET /api/webhooks/${webhook.id}/deliveries`]: deliveries,
    'GET /api/domains': ok({ domains: [defaultDomainFixture(), go] }),
    ...extra,
  });
}

const page = (deliveries: Delivery[], cursor: string | null = null) => ok({ deliveries, cursor });

describe('WebhookDetails', () => {
  it('shows what the webhook listens to, its filters and its old secret’s last day', async () => {
    detailsApi(page([]));
    loginAs();
    renderWithProviders(<WebhookDetails id={hook.id} />);
    expect(await screen.findByRole('heading', { name: hook.url })).toBeInTheDocument();
    expect(screen.getByText('CRM sync')).toBeInTheDocument();
    const facts = screen.getByText('Old secret valid until').closest('dl')!;
    expect(facts).toHaveTextContent('link.created, link.deleted');
    expect(within(facts).getByText('news')).toBeInTheDocument();
    expect(await within(facts).findByText('go.example')).toBeInTheDocument();
    expect(facts).toHaveTextContent('Old secret valid until');
    expect(
      await screen.findByText('Nothing was sent to this webhook yet. Send a test event to try it.'),
    ).toBeInTheDocument();
  });

  it('lists deliveries with state, attempts, status code, the answer’s first bytes and the error', async () => {
    const user = userEvent.setup();
    detailsApi(page([waiting, failed, delivered]));
    loginAs();
    renderWithProviders(<WebhookDetails id={hook.id} />);
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    const rows = within(table).getAllByRole('row');
    const bad = rows.find((row) => row.textContent?.includes('HTTP 503'))!;
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    expect(within(bad).getByText('12')).toBeInTheDocument();
    expect(within(bad).getByText('503')).toBeInTheDocument();
    // The row shows the answer's beginning; Details shows all the server kept.
    expect(within(bad).getByText(/^Service unavailable x+…$/)).toBeInTheDocument();
    const wait = rows.find((row) => row.textContent?.includes('connection refused'))!;
    expect(within(wait).getByText('Waiting')).toBeInTheDocument();
    expect(wait).toHaveTextContent('Next attempt');
    expect(within(wait).queryByRole('button', { name: /^Redeliver/ })).not.toBeInTheDocument();
    const good = rows.find((row) => row.textContent?.includes('Delivered'))!;
    expect(within(good).getByText('200')).toBeInTheDocument();

    const toggle = within(bad).getByRole('button', { name: 'Details of msg_bad' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toBeVisible();
    expect(details).toHaveTextContent(failed.responseBody!);
    expect(details).toHaveTextContent('msg_bad');
    expect(details).toHaveTextContent('Finished');
    expect(details).toHaveTextContent('"type": "webhook.test"');
    await expectNoSeriousA11yViolations();
  });

  it('redelivers a finished delivery', async () => {
    const user = userEvent.setup();
    const api = detailsApi(page([failed]), {
      [`POST /api/webhooks/${hook.id}/deliveries/msg_bad/redeliver`]: ok({
        ...failed,
        state: 'pending',
      }),
    });
    loginAs();
    renderWithProviders(<WebhookDetails id={hook.id} />);
    await user.click(await screen.findByRole('button', { name: 'Redeliver msg_bad' }));
    expect(await screen.findByText('Delivery queued again')).toBeInTheDocument();
    expect(
      api.callsTo('POST', `/api/webhooks/${hook.id}/deliveries/msg_bad/redeliver`),
    ).toHaveLength(1);
    // The log is asked again, to show the delivery waiting.
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/webhooks/${hook.id}/deliveries`).length).toBeGreaterThan(1),
    );
  });

  it('pages to older deliveries with the server’s cursor', async () => {
    const user = userEvent.setup();
    const older = deliveryFixture({ id: 'msg_old', event: 'link.deleted' });
    const api = detailsApi(({ query }) =>
      query.get('before') === '41' ? page([older]) : page([delivered], '41'),
    );
    loginAs();
    renderWithProviders(<WebhookDetails id={hook.id} />);
    expect(await screen.findByText('1 delivery shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older deliveries' }));
    expect(await screen.findByText('link.deleted')).toBeInTheDocument();
    expect(screen.getByText('2 deliveries shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older deliveries' })).not.toBeInTheDocument();
    const calls = api.callsTo('GET', `/api/webhooks/${hook.id}/deliveries`);
    expect(calls.map((call) => call.query.get('before'))).toEqual([null, '41']);
    expect(calls[0]?.query.get('limit')).toBe('25');
  });

  it('follows a waiting delivery until it is delivered', async () => {
    let sent = false;
    detailsApi(() => {
      const answer = page([
        sent ? delivered : { ...delivered, state: 'pending', responseStatus: null },
      ]);
      sent = true;
      return answer;
    });
    loginAs();
    renderWithProviders(<WebhookDetails id={hook.id} />);
    const table = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    expect(
      await within(table).findByText('Delivered', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('sends a test event, pauses, and goes back to the list after deleting', async () => {
    const user = userEvent.setup();
    const api = detailsApi(page([]), {
      [`POST /api/webhooks/${hook.id}/test`]: ok(deliveryFixture({ state: 'pending' })),
      [`PATCH /api/webhooks/${hook.id}`]: ok({ ...hook, paused: true }),
      [`DELETE /api/webhooks/${hook.id}`]: ok(hook),
    });
    loginAs();
    const { router } = renderWithProviders(<WebhookDetails id={hook.id} />, {
      route: `/dash/settings/webhooks/${hook.id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(/Test event queued/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/webhooks/${hook.id}`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/webhooks'));
  });

  it('shows a forwarding’s site, without a test event or a secret', async () => {
    const forwarding = webhookFixture({
      kind: 'matomo',
      target: { siteId: 3, tokenAuth: '********' },
      events: ['visit'],
    });
    detailsApi(page([]), {}, forwarding);
    loginAs();
    renderWithProviders(<WebhookDetails id={forwarding.id} />);
    expect(await screen.findByText('Matomo forwarding')).toBeInTheDocument();
    expect(screen.getByText('{"siteId":3,"tokenAuth":"********"}')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate secret' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('says when the webhook does not exist', async () => {
    mockApi({ 'GET /api/webhooks/gone': fail(404, 'A webhook with that id does not exist') });
    loginAs();
    renderWithProviders(<WebhookDetails id="gone" />);
    expect(
      await screen.findByText('This webhook does not exist, or was deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All webhooks' })).toHaveAttribute(
      'href',
      '/dash/settings/webhooks',
    );
  });
});
