// The LinkHistory popup: the changes newest first with when, who, through what and each field
// before → after; reverting to a version after a stacked confirmation, its success and the
// server's refusal; older pages asked for on demand; the loading, failure and empty states;
// German; and axe.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups, usePopupStore } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { formatDateTime } from '@/lib/format';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { entryFixture, fieldsFixture, historyFixture, LINK_ID } from '../history.fixture';

const HISTORY = `/api/link/${LINK_ID}/history`;
const REVERT = `/api/link/${LINK_ID}/revert`;
const URL = 'https://s.example/abc';

async function open(handlers: Record<string, MockHandler> = {}, title = 'History') {
  const api = mockApi({
    [`GET ${HISTORY}`]: ok({ entries: historyFixture(), older: null }),
    'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture()] }),
    ...handlers,
  });
  renderWithProviders(null);
  act(() => void popups.open('LinkHistory', { id: LINK_ID, url: URL }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return Object.assign(within(dialog), { api, dialog });
}

type Popup = Awaited<ReturnType<typeof open>>;

/** The list item of the entry titled `title`. */
const entry = async ($: Popup, title: string | RegExp) =>
  (await $.findByRole('heading', { name: title })).closest('li')!;

/** The description list of an entry's changes: field name → its value(s) as read. */
function changes(item: HTMLElement): Record<string, string> {
  const list = item.querySelector('dl');
  if (!list) return {};
  const names = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
  const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
}

describe('the LinkHistory popup', () => {
  it('lists the changes newest first: when, who, through what, and each field before → after', async () => {
    const $ = await open();
    expect($.getByText(URL)).toBeInTheDocument();
    const list = await $.findByRole('list', { name: 'Changes, newest first' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Edited (version 3) Current version', 'Edited (version 2)', 'Created (version 1)']);

    const second = await entry($, 'Edited (version 2)');
    expect(within(second).getByText('alice · API token “deploy”')).toBeInTheDocument();
    const time = second.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
    expect(time).toHaveTextContent(formatDateTime('2026-11-21T10:00:00.000Z'));
    expect(changes(second)).toEqual({
      'Destination URL': 'Before: https://example.com/old→After: https://example.com/new',
    });

    const third = await entry($, /version 3/);
    expect(within(third).getByText('Command line')).toBeInTheDocument();
    expect(changes(third)).toEqual({
      'Expires at': `Before: none→After: ${formatDateTime('2030-01-31T12:00:00.000Z')}`,
      Password: 'Password set',
      Tags: 'Before: none→After: news, spring',
      'Redirect rules':
        'Before: none→After: If Device: Phone or tablet and Query parameter equals: ref=mail: https://m.example.com/',
      'Campaign (UTM)': 'Before: none→After: Source: newsCampaign: spring',
      'A/B split':
        'Before: none→After: https://a.example.com/ (weight 1)https://b.example.com/ (weight 3)kept in a cookie',
    });

    // A creation shows the fields it set, not those it left empty.
    const first = await entry($, 'Created (version 1)');
    expect(within(first).getByText('alice · Dashboard')).toBeInTheDocument();
    expect(changes(first)).toEqual({
      'Destination URL': 'https://example.com/old',
      Slug: 'abc',
      Domain: 's.example',
    });
    await expectNoSeriousA11yViolations();
  });

  it('offers "Revert to this version" on earlier versions only, not on a deletion', async () => {
    const entries = [
      ...historyFixture(),
      entryFixture({ version: 4, action: 'deleted', before: fieldsFixture(), after: null }),
      entryFixture({ version: 5, action: 'restored', before: null, after: fieldsFixture() }),
    ];
    const $ = await open({ [`GET ${HISTORY}`]: ok({ entries, older: null }) });
    await $.findByRole('heading', { name: /version 5/ });
    expect(
      $.getAllByRole('button', { name: /^Revert to this version/ }).map((b) =>
        b.getAttribute('aria-label'),
      ),
    ).toEqual([
      'Revert to this version (version 3)',
      'Revert to this version (version 2)',
      'Revert to this version (version 1)',
    ]);
    expect(changes(await entry($, 'Deleted (version 4)'))).toEqual({});
  });

  it('says how a password changed: set, changed or removed', async () => {
    const at = (version: number, before: boolean, after: boolean) =>
      entryFixture({
        version,
        action: 'edited',
        changed: ['hasPassword'],
        before: fieldsFixture({ hasPassword: before }),
        after: fieldsFixture({ hasPassword: after }),
      });
    const $ = await open({
      [`GET ${HISTORY}`]: ok({
        entries: [at(1, false, true), at(2, true, true), at(3, true, false)],
      }),
    });
    expect(changes(await entry($, /version 1/))).toEqual({ Password: 'Password set' });
    expect(changes(await entry($, /version 2/))).toEqual({ Password: 'Password changed' });
    expect(changes(await entry($, /version 3/))).toEqual({ Password: 'Password removed' });
  });

  it('shows other domains by name and the preview card, redirect status and switches readably', async () => {
    const other = domainFixture();
    const before = fieldsFixture();
    const after = fieldsFixture({
      domainId: other.id,
      publicStats: true,
      redirectStatus: 308,
      preview: { title: 'Spring sale', siteName: 'Shop' },
    });
    const $ = await open({
      [`GET ${HISTORY}`]: ok({
        entries: [
          entryFixture({
            action: 'reverted',
            changed: ['domainId', 'publicStats', 'redirectStatus', 'preview'],
            before,
            after,
          }),
        ],
      }),
    });
    expect(changes(await entry($, /Reverted/))).toEqual({
      Domain: 'Before: s.example→After: go.example',
      'Public statistics': 'Before: Off→After: On',
      'Redirect status': 'Before: Server default→After: 308 Permanent Redirect',
      'Preview card': 'Before: none→After: Headline: Spring saleSite name: Shop',
    });
  });

  it('reverts to a version after a confirmation stacked on top, then says so and reloads the history', async () => {
    const user = userEvent.setup();
    const $ = await open({ [`POST ${REVERT}`]: ok({ id: LINK_ID, slug: 'abc' }) });
    await user.click(await $.findByRole('button', { name: 'Revert to this version (version 1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert to version 1?' });
    // Stacked on the history, which stays open beneath it.
    expect(usePopupStore.getState().popups.map((p) => p.name)).toEqual([
      'LinkHistory',
      'Information',
    ]);
    expect(confirm).toHaveTextContent('every field it had after this change');
    await user.click(within(confirm).getByRole('button', { name: 'Revert' }));

    const first = await entry($, 'Created (version 1)');
    expect(await within(first).findByRole('status')).toHaveTextContent('Reverted to version 1.');
    expect($.api.callsTo('POST', REVERT).map((c) => c.body)).toEqual([{ version: 1 }]);
    await waitFor(() => expect($.api.callsTo('GET', HISTORY)).toHaveLength(2));
    expect(usePopupStore.getState().popups.map((p) => p.name)).toEqual(['LinkHistory']);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const $ = await open({ [`POST ${REVERT}`]: ok({ id: LINK_ID }) });
    await user.click(await $.findByRole('button', { name: 'Revert to this version (version 2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert to version 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(usePopupStore.getState().popups.map((p) => p.name)).toEqual(['LinkHistory']),
    );
    expect($.api.callsTo('POST', REVERT)).toEqual([]);
  });

  it('shows the server’s reason when a revert is refused', async () => {
    const user = userEvent.setup();
    const $ = await open({
      [`POST ${REVERT}`]: fail(409, 'A link with that slug already exists'),
    });
    await user.click(await $.findByRole('button', { name: 'Revert to this version (version 1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert to version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revert' }));
    const first = await entry($, 'Created (version 1)');
    expect(await within(first).findByRole('alert')).toHaveTextContent(
      'Could not revert: A link with that slug already exists',
    );
    await expectNoSeriousA11yViolations();
  });

  it('shows the newest page first and asks for older changes on demand', async () => {
    const user = userEvent.setup();
    const [first, second, third] = historyFixture();
    const $ = await open({
      [`GET ${HISTORY}`]: ({ query }) =>
        query.get('before') === '2'
          ? ok({ entries: [first], older: null })
          : ok({ entries: [second, third], older: 2 }),
    });
    const list = await $.findByRole('list', { name: 'Changes, newest first' });
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Edited (version 3) Current version', 'Edited (version 2)']);
    expect($.api.callsTo('GET', HISTORY)[0]?.query.get('limit')).toBe('100');

    await user.click($.getByRole('button', { name: 'Show older changes' }));
    await $.findByRole('heading', { name: 'Created (version 1)' });
    expect(titles()).toEqual([
      'Edited (version 3) Current version',
      'Edited (version 2)',
      'Created (version 1)',
    ]);
    expect($.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('keeps the changes shown when an older page cannot be loaded', async () => {
    const user = userEvent.setup();
    const [, second, third] = historyFixture();
    const $ = await open({
      [`GET ${HISTORY}`]: ({ query }) =>
        query.get('before') === '2'
          ? fail(503, 'The database is unavailable')
          : ok({ entries: [second, third], older: 2 }),
    });
    await $.findByRole('heading', { name: 'Edited (version 2)' });
    await user.click($.getByRole('button', { name: 'Show older changes' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'Could not load the history: The database is unavailable',
    );
    expect($.getByRole('heading', { name: /version 3/ })).toBeInTheDocument();
    expect($.getByRole('heading', { name: 'Edited (version 2)' })).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and when it is empty', async () => {
    const failing = await open({
      [`GET ${HISTORY}`]: fail(404, 'A link with that id does not exist'),
    });
    expect(await failing.findByRole('alert')).toHaveTextContent(
      'Could not load the history: A link with that id does not exist',
    );
    act(() => popups.closeAll());

    const empty = await open({ [`GET ${HISTORY}`]: ok({ entries: [], older: null }) });
    expect(
      await empty.findByText('No change to this link has been recorded yet.'),
    ).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    const user = userEvent.setup();
    const $ = await open(
      {
        [`POST ${REVERT}`]: fail(
          422,
          'That version deleted the link: there is nothing to revert to (restore it instead)',
        ),
      },
      'Verlauf',
    );
    await within($.dialog).findByRole('heading', { name: 'Bearbeitet (Version 2)' });
    expect($.getByRole('list', { name: 'Änderungen, neueste zuerst' })).toBeInTheDocument();
    expect($.getByText('alice · API-Token „deploy“')).toBeInTheDocument();
    expect($.getByText('Kommandozeile')).toBeInTheDocument();
    expect($.getByText('Passwort gesetzt')).toBeInTheDocument();
    await user.click($.getByRole('button', { name: 'Auf diese Version zurücksetzen (Version 2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Auf Version 2 zurücksetzen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'Zurücksetzen nicht möglich: Diese Version hat den Link gelöscht',
    );
  });
});
