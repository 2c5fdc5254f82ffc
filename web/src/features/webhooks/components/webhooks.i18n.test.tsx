// Webhooks in other interface languages: the list, the failing notice, the create popup's events
// and rules, the secret popup, the delivery log with its counts in the language's numbers, and
// analytics forwardings with the owner's scope choice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { translateApiMessage } from '@/i18n/api-messages';
import { defaultDomainFixture } from '@/lib/domains/domains.fixture';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders } from '@/testing/test-utils';
import { webhookFieldOf } from '../utils/server-errors';
import { deliveryFixture, webhookFixture } from '../webhooks.fixture';
import { WebhookDetails } from './webhook-details';
import { WebhooksCard } from './webhooks-card';

const failing = webhookFixture({
  failing: true,
  failingSince: '2026-11-26T08:00:00.000Z',
  pending: 1200,
});

describe('webhooks in German', () => {
  it('lists webhooks, tells that one fails, and counts in German', async () => {
    mockApi({ 'GET /api/webhooks': ok({ webhooks: [failing] }) });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<WebhooksCard />);
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: failing.url })).closest('tr')!;
    expect(within(row).getByText('1.200')).toHaveAttribute('data-label', 'Wartend');
    expect(within(row).getByText(/^Schlägt fehl seit/)).toBeInTheDocument();
    expect(screen.getByTestId('webhooks-failing')).toHaveTextContent(
      'Zustellungen an einen Webhook schlagen fehl',
    );
    expect(screen.getByRole('button', { name: `Aktionen für ${failing.url}` })).toBeInTheDocument();
  });

  it('creates a webhook in German, with German rules and the secret shown once', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/webhooks': ok({ webhooks: [] }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
      'POST /api/webhooks': ok({ ...webhookFixture(), secret: 'whsec_abc' }),
    });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<WebhooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Webhook hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook hinzufügen' });
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'account.created — auf dieser Instanz wird ein Konto erstellt',
      }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('URL des Endpunkts'), 'nicht-gültig');
    await user.click(within(dialog).getByRole('button', { name: 'Webhook hinzufügen' }));
    expect(
      await within(dialog).findByText(/^Geben Sie eine http:\/\/- oder https:\/\/-Adresse/),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('URL des Endpunkts'));
    await user.type(within(dialog).getByLabelText('URL des Endpunkts'), 'https://h.example/');
    await user.click(within(dialog).getByRole('button', { name: 'Webhook hinzufügen' }));
    const secret = await screen.findByRole('dialog', { name: 'Webhook hinzugefügt' });
    expect(secret).toHaveTextContent('Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt.');
    expect(within(secret).getByRole('button', { name: 'Geheimnis kopieren' })).toBeInTheDocument();
  });
});

describe('the delivery log in other languages', () => {
  it.each([
    ['fr', 'Journal de livraisons', 'Livrée', 'Relivrer msg_1', '2 livraisons affichées'],
    ['es', 'Registro de entregas', 'Entregada', 'Volver a entregar msg_1', '2 entregas mostradas'],
    ['zh-CN', '投递记录', '已投递', '重新投递 msg_1', '显示了 2 个投递'],
  ] as const)('%s', async (language, title, state, redeliver, shown) => {
    const hook = webhookFixture();
    mockApi({
      [`GET /api/webhooks/${hook.id}`]: ok(hook),
      [`GET /api/webhooks/${hook.id}/deliveries`]: ok({
        deliveries: [deliveryFixture({ id: 'msg_1' }), deliveryFixture({ id: 'msg_2' })],
        cursor: null,
      }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    });
    loginAs();
    await applyLanguage(language);
    renderWithProviders(<WebhookDetails id={hook.id} />);
    const table = await screen.findByRole('table', { name: title });
    expect(within(table).getAllByText(state)).toHaveLength(2);
    expect(within(table).getByRole('button', { name: redeliver })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

describe('analytics forwardings in German', () => {
  it('adds a Matomo forwarding with German fields, rules and notice, and no secret', async () => {
    const user = userEvent.setup();
    const created = webhookFixture({
      kind: 'matomo',
      url: 'https://matomo.example.com/matomo.php',
      target: { siteId: 4, tokenAuth: null },
      events: ['visit'],
    });
    const api = mockApi({
      'GET /api/webhooks': ok({ webhooks: [] }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
      'POST /api/webhooks': ok({ ...created, secret: 'whsec_abc' }),
    });
    loginAs();
    await applyLanguage('de');
    renderWithProviders(<WebhooksCard />);
    await user.click(await screen.findByRole('button', { name: 'Webhook hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook hinzufügen' });
    const kinds = within(dialog).getByRole('group', { name: 'Sendet an' });
    expect(within(kinds).getByRole('radio', { name: /^Signierter Webhook/ })).toBeChecked();
    await user.click(within(kinds).getByRole('radio', { name: /^Matomo/ }));
    expect(dialog).toHaveTextContent(
      'Weitergeleitet werden menschliche Besuche der Links (keine Besuche von Bots), niemals die Adresse des Besuchers.',
    );
    expect(
      within(dialog).getByRole('radio', { name: /^Alle Links der Instanz/ }),
    ).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Tracking-Endpunkt'), created.url);
    await user.type(within(dialog).getByLabelText('Website-ID'), 'vier');
    await user.click(within(dialog).getByRole('button', { name: 'Weiterleitung hinzufügen' }));
    expect(
      await within(dialog).findByText(
        'Geben Sie die Nummer der Website in Matomo ein, eine ganze Zahl ab 1.',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Website-ID'));
    await user.type(within(dialog).getByLabelText('Website-ID'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Weiterleitung hinzufügen' }));
    expect(await screen.findByText('Weiterleitung an Matomo hinzugefügt')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Webhook hinzugefügt' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/webhooks')[0]?.body).toMatchObject({
      kind: 'matomo',
      target: { siteId: 4 },
      events: ['visit'],
    });
  });

  it('reads the scope refusals in German and puts them on the scope', async () => {
    await applyLanguage('de');
    const refused = translateApiMessage(
      'Only the owner may subscribe to every link of the instance (scope instance)',
    );
    expect(refused).toBe(
      'Nur der Eigentümer darf jeden Link der Instanz abonnieren (Geltungsbereich instance)',
    );
    expect(webhookFieldOf(refused)).toBe('scope');
    expect(
      webhookFieldOf(translateApiMessage('Invalid scope, accepted values: account, instance')),
    ).toBe('scope');
  });
});

describe('the scope choice and its badge in other languages', () => {
  it.each([
    ['fr', 'Ajouter un webhook', 'Mes liens', 'Tous les liens de l’instance', 'Toute l’instance'],
    [
      'es',
      'Añadir webhook',
      'Mis enlaces',
      'Todos los enlaces de la instancia',
      'Toda la instancia',
    ],
    ['zh-CN', '添加 Webhook', '我的链接', '本实例的所有链接', '整个实例'],
  ] as const)('%s', async (language, add, mine, every, badge) => {
    const user = userEvent.setup();
    const hook = webhookFixture({ scope: 'instance', kind: 'plausible', events: ['visit'] });
    mockApi({
      'GET /api/webhooks': ok({ webhooks: [hook] }),
      'GET /api/domains': ok({ domains: [defaultDomainFixture()] }),
    });
    loginAs();
    await applyLanguage(language);
    renderWithProviders(<WebhooksCard />);
    const row = (await screen.findByRole('link', { name: hook.url })).closest('tr')!;
    expect(within(row).getByText(badge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: add }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${mine}`) })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${every}`) })).not.toBeChecked();
  });
});
