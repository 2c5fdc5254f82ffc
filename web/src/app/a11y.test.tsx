// axe-core on every popup and every page as rendered in jsdom: no serious or critical
// violations. (Colour contrast is covered by src/styles/contrast.test.ts.)
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  popups,
  POPUP_NAMES,
  type PopupName,
  type PopupOpenArgs,
} from '@/components/popup/popup-store';
import { auditEntriesFixture } from '@/features/audit/audit.fixture';
import { deletedFixture, historyFixture } from '@/features/history/history.fixture';
import { linkFixture } from '@/features/links/links.fixture';
import { deliveryFixture, webhookFixture } from '@/features/webhooks/webhooks.fixture';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { teamFixture, teamsFixture } from '@/lib/teams/teams.fixture';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderApp, renderWithProviders, testAccount } from '@/testing/test-utils';

// In a team: the row shows its badge and the menu offers moving it.
const link = linkFixture({ team: { id: teamFixture().id, name: teamFixture().name } });
const domain = domainFixture();
const webhook = webhookFixture({ failing: true, failingSince: '2026-11-26T08:00:00.000Z' });

function standardApi() {
  return mockApi({
    'GET /api/about': ok({
      domain: 'http://localhost',
      demo: true,
      registration: true,
      version: '1.0.0',
      links: 1,
      accounts: 2,
    }),
    'GET /api/link/list': ok({ remaining: 0, total: 1, links: [link] }),
    'GET /api/user/list': ok([
      testAccount(),
      testAccount({ id: 'b', username: 'bob', role: 'standard' }),
    ]),
    'GET /api/auth/totp': ok({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Linkhop:alice?issuer=Linkhop&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    }),
    'GET /api/link': fail(404, 'invalid link'),
    'GET /api/link/tags': ok({ tags: [{ tag: 'news', links: 2 }] }),
    // A logo and a public code: the QR popup shows all its controls.
    [`GET /api/link/${link.id}/qr/settings`]: ok({ public: true, logo: true }),
    'GET /api/domains': ok({ domains: [defaultDomainFixture(), domain] }),
    [`GET /api/link/${link.id}/history`]: ok({ entries: historyFixture(), older: null }),
    'GET /api/link/deleted': ok({ links: [deletedFixture()] }),
    'GET /api/audit': ok({ entries: auditEntriesFixture(), cursor: '1' }),
    'GET /api/teams': ok({ teams: teamsFixture() }),
    [`GET /api/teams/${teamFixture().id}/members`]: ok({
      members: [
        {
          id: testAccount().id,
          username: 'alice',
          role: 'manager',
          addedAt: '2026-11-20T10:00:00.000Z',
        },
        { id: 'b', username: 'bob', role: 'viewer', addedAt: '2026-11-21T10:00:00.000Z' },
      ],
    }),
    [`GET /api/domains/${domain.id}/orphan-visits`]: ok({
      totals: { base: 3, unknownSlug: 5, otherPath: 1 },
      daily: [{ day: '2026-11-26', base: 3, unknownSlug: 5, otherPath: 1 }],
      slugs: [{ slug: 'typo', visits: 5 }],
    }),
    'GET /api/webhooks': ok({ webhooks: [webhook, webhookFixture({ id: 'w2', paused: true })] }),
    [`GET /api/webhooks/${webhook.id}`]: ok(webhook),
    [`GET /api/webhooks/${webhook.id}/deliveries`]: ok({
      deliveries: [
        deliveryFixture(),
        deliveryFixture({
          id: 'msg_2',
          state: 'failed',
          attempts: 12,
          responseStatus: 500,
          responseBody: 'Internal error',
          error: 'HTTP 500',
        }),
      ],
      cursor: 'c1',
    }),
  });
}

/** The arguments `open` takes after the name, and the dialog's title. */
interface PopupCase<K extends PopupName> {
  args: PopupOpenArgs<K>;
  title: string | RegExp;
}

const POPUP_CASES: { [K in PopupName]: PopupCase<K> } = {
  BackupCodes: { args: [{ codes: ['ABCDEFGHJKMN', 'PQRSTUVWXYZ2'] }], title: 'Backup codes' },
  ChangeEmail: { args: [], title: 'Change e-mail' },
  ChangePassword: { args: [], title: 'Change password' },
  ChangeUsername: { args: [], title: 'Change username' },
  CreateLink: { args: [{ domain: 'http://localhost' }], title: 'Create link' },
  CreateUser: { args: [], title: 'Create user' },
  DeleteLink: { args: [{ links: [{ id: link.id, slug: link.slug }] }], title: 'Delete link' },
  DisableTOTP: { args: [], title: 'Disable two-factor authentication' },
  EditLink: { args: [{ link }], title: 'Edit link' },
  EnableTOTP: { args: [], title: 'Enable two-factor authentication' },
  Export: { args: [], title: 'Export links' },
  'Import-Service': { args: [], title: 'Import links' },
  Import: { args: [{ service: 'shlink' }], title: 'Import from Shlink' },
  Information: {
    args: [{ title: 'Notice', description: 'Text', buttons: [{ name: 'Okay', type: 'primary' }] }],
    title: 'Notice',
  },
  LostTOTP: { args: [], title: 'Lost your code?' },
  Verify: { args: [], title: "Confirm it's you" },
  Loader: { args: [{ label: 'Working…' }], title: 'Working…' },
  QRCode: {
    args: [
      { id: link.id, url: 'http://localhost/abc', publicUrl: 'http://localhost/api/public/qr/abc' },
    ],
    title: 'QR code',
  },
  ManageTags: { args: [], title: 'Tags' },
  LinkHistory: { args: [{ id: link.id, url: 'http://localhost/abc' }], title: 'History' },
  BulkEdit: { args: [{ selection: { ids: [link.id] }, count: 1 }], title: 'Bulk edit' },
  AddDomain: { args: [], title: 'Add domain' },
  EditDomain: { args: [{ domain }], title: 'Edit go.example' },
  RemoveDomain: { args: [{ domain }], title: 'Remove go.example' },
  CreateWebhook: { args: [], title: 'Add a webhook' },
  EditWebhook: { args: [{ webhook }], title: 'Edit webhook' },
  DeleteWebhook: { args: [{ webhook }], title: 'Delete this webhook?' },
  WebhookSecret: {
    args: [{ url: webhook.url, secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0' }],
    title: 'Webhook added',
  },
  RenameTeam: { args: [{ team: teamFixture() }], title: 'Rename Marketing' },
  MoveLink: { args: [{ link, name: '/abc' }], title: 'Move /abc' },
};

function openCase<K extends PopupName>(name: K) {
  return popups.open(name, ...POPUP_CASES[name].args);
}

describe('accessibility of popups', () => {
  it('covers every popup name', () => {
    expect(Object.keys(POPUP_CASES).sort()).toEqual([...POPUP_NAMES].sort());
  });

  it.each(Object.entries(POPUP_CASES))('%s', async (name, { title }) => {
    standardApi();
    loginAs(testAccount({ totp: name === 'DisableTOTP' }));
    renderWithProviders(null);
    act(() => {
      void openCase(name as PopupName);
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    if (name === 'EnableTOTP') await screen.findByLabelText('Authentication code');
    if (name === 'LinkHistory') await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(dialog).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });
});

describe('accessibility of pages', () => {
  it.each([
    ['/dash/overview', 'Overview'],
    ['/dash/users', 'Users'],
    ['/dash/deleted', 'Recently deleted'],
    ['/dash/audit', 'Audit log'],
    ['/dash/teams', 'Teams'],
    ['/dash/domains', 'Domains'],
    [`/dash/domains/${domain.id}/visits`, 'Orphan visits'],
    ['/dash/settings', 'Settings'],
    ['/dash/settings/webhooks', 'Settings'],
    [`/dash/settings/webhooks/${webhook.id}`, 'Settings'],
  ])('%s', async (path, heading) => {
    standardApi();
    loginAs();
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await screen.findByText(/This is a demo instance/);
    if (path === '/dash/deleted') await screen.findByRole('table', { name: 'Deleted links' });
    if (path === '/dash/teams') {
      // With a members panel open: its role selects and buttons are checked too.
      await userEvent.click(await screen.findByRole('button', { name: 'Marketing' }));
      await screen.findByRole('table', { name: 'Members of Marketing, managers first' });
    }
    if (path === '/dash/audit') {
      await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    }
    await expectNoSeriousA11yViolations();
  });

  it.each([
    ['/dash/login', 'Log in'],
    ['/dash/register', 'Create an account'],
    ['/unknown-slug', 'Link not found'],
  ])('%s', async (path, heading) => {
    standardApi();
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await expectNoSeriousA11yViolations();
  });
});
