// The BulkEdit popup: the change built from its controls (only what is not left as it is), the
// dry run's diff and its going stale when a field moves, the streamed run's progress bar and
// result, the list fetched again, the form's own rules, the server's refusals (on their field or
// as the form's message, translated), a run broken off midway, a filter's selection, and axe.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { queryKeys } from '@/lib/query-keys';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import type { BulkEditResult, BulkSelection } from '../types';

const IDS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const BULK = 'PATCH /api/link/bulk';

const answer = (dryRun: boolean): BulkEditResult => ({
  dryRun,
  selected: 2,
  changed: 1,
  unchanged: 0,
  refused: 1,
  changes: [
    {
      id: IDS[0]!,
      slug: 'spring',
      domain: null,
      fields: [
        { field: 'destination', before: 'http://a.example/x', after: 'https://a.example/x' },
        { field: 'tags', before: [], after: ['moved'] },
      ],
    },
  ],
  refusals: [
    {
      id: IDS[1]!,
      slug: 'docs',
      status: 409,
      message: 'The link changed while the bulk edit ran, so it was left as it is',
    },
  ],
});

/** The streamed answer: progress lines, then the answer's own line. */
const streamed = (...lines: unknown[]) => ({
  text: lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
  headers: { 'Content-Type': 'application/x-ndjson' },
});

/** Answers a dry run with `dry` and a real run with `run`. */
const bulk =
  (dry: MockHandler, run: MockHandler): MockHandler =>
  (call: MockCall) => {
    const handler = (call.body as { dryRun?: boolean }).dryRun ? dry : run;
    return typeof handler === 'function' ? handler(call) : handler;
  };

const RUN = streamed(
  { progress: { done: 0, total: 2 } },
  { progress: { done: 2, total: 2 } },
  { success: true, result: answer(false) },
);

async function open(
  handlers: Record<string, MockHandler> = {},
  selection: BulkSelection = { ids: IDS },
  count = 2,
  title = 'Bulk edit',
) {
  const api = mockApi({
    'GET /api/link/tags': ok({ tags: [{ tag: 'news', links: 2 }] }),
    [BULK]: bulk(ok(answer(true)), RUN),
    ...handlers,
  });
  const view = renderWithProviders(null);
  let closed!: Promise<boolean | undefined>;
  act(() => {
    closed = popups.open('BulkEdit', { selection, count });
  });
  const dialog = await screen.findByRole('dialog', { name: title });
  return Object.assign(within(dialog), { api, dialog, closed, view, user: userEvent.setup() });
}

type Popup = Awaited<ReturnType<typeof open>>;

async function addTagAndReplace($: Popup) {
  await $.user.type($.getByLabelText('Add tags'), 'moved{Enter}');
  await $.user.type($.getByLabelText('Find'), 'http://');
  await $.user.type($.getByLabelText('Replace with'), 'https://');
}

const bodies = ($: Popup) => $.api.callsTo('PATCH', '/api/link/bulk').map((c) => c.body);

describe('the BulkEdit popup', () => {
  it('previews the change, then applies it with its progress and result', async () => {
    const $ = await open();
    expect($.dialog).toHaveTextContent('2 selected links.');
    const invalidate = vi.spyOn($.view.queryClient, 'invalidateQueries');
    await addTagAndReplace($);

    await $.user.click($.getByRole('button', { name: 'Preview' }));
    const preview = await $.findByRole('region', { name: 'Preview: nothing has changed yet' });
    expect(bodies($)).toEqual([
      {
        ids: IDS,
        addTags: ['moved'],
        replace: { find: 'http://', with: 'https://', pattern: false },
        dryRun: true,
      },
    ]);
    expect(within(preview).getByRole('table', { name: 'Changes' })).toHaveTextContent(
      'Before: http://a.example/x→After: https://a.example/x',
    );
    expect(within(preview).getByRole('table', { name: 'Refused links' })).toHaveTextContent(
      'The link changed while the bulk edit ran, so it was left as it is',
    );
    expect(invalidate).not.toHaveBeenCalled();

    await $.user.click($.getByRole('button', { name: 'Apply' }));
    const result = await $.findByRole('region', { name: 'Result' });
    const run = $.api.callsTo('PATCH', '/api/link/bulk')[1]!;
    expect(run.body).toEqual({
      ids: IDS,
      addTags: ['moved'],
      replace: { find: 'http://', with: 'https://', pattern: false },
    });
    expect((run.init?.headers as Record<string, string>).Accept).toBe('application/x-ndjson');
    expect(run.init?.credentials).toBe('same-origin');

    const bar = $.getByRole('progressbar', { name: 'Progress of the bulk edit' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 2 links done');
    expect(within(result).getByRole('table', { name: 'Changes' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.links });
    // The fields are done with: only "Done" is left, and it says the edit ran.
    expect($.getByLabelText('Find')).toBeDisabled();
    expect($.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    await $.user.click($.getByRole('button', { name: 'Done' }));
    expect(await $.closed).toBe(true);
  });

  it('drops the preview once a field moves: it no longer says what Apply would do', async () => {
    const $ = await open();
    await addTagAndReplace($);
    await $.user.click($.getByRole('button', { name: 'Preview' }));
    await $.findByRole('region', { name: 'Preview: nothing has changed yet' });
    await $.user.type($.getByLabelText('Replace with'), 'www.');
    expect($.queryByRole('region')).not.toBeInTheDocument();
  });

  it('sends only what is not left as it is', async () => {
    const $ = await open();
    await $.user.type($.getByLabelText('Remove tags'), 'old{Enter}');
    await $.user.selectOptions($.getByLabelText('Expires at'), 'Remove');
    await $.user.selectOptions($.getByLabelText('Visit limit'), 'Set');
    await $.user.type($.getByLabelText('New visit limit'), '500');
    await $.user.selectOptions($.getByLabelText('Redirect status'), 'Server default');
    await $.user.selectOptions($.getByLabelText('Forward the query string'), 'Off');
    await $.user.selectOptions($.getByLabelText('Allow search engines'), 'On');
    // Pasted: user-event reads "[" as the start of a key name.
    await $.user.click($.getByLabelText('Find'));
    await $.user.paste('^http://([^/]+)/');
    await $.user.type($.getByLabelText('Replace with'), 'https://$1/');
    await $.user.click($.getByLabelText('Regular expression'));
    await $.user.click($.getByRole('button', { name: 'Preview' }));
    await $.findByRole('region');
    expect(bodies($)).toEqual([
      {
        ids: IDS,
        removeTags: ['old'],
        expiresAt: null,
        maxVisits: 500,
        redirectStatus: null,
        forwardQuery: false,
        crawlable: true,
        replace: { find: '^http://([^/]+)/', with: 'https://$1/', pattern: true },
        dryRun: true,
      },
    ]);
  });

  it('sets an expiry and a status', async () => {
    const $ = await open();
    await $.user.selectOptions($.getByLabelText('Expires at'), 'Set');
    await $.user.type($.getByLabelText('New expiry'), '2031-01-31T12:00');
    await $.user.selectOptions($.getByLabelText('Redirect status'), '308');
    await $.user.click($.getByRole('button', { name: 'Preview' }));
    await $.findByRole('region');
    expect(bodies($)).toEqual([
      {
        ids: IDS,
        expiresAt: new Date('2031-01-31T12:00').toISOString(),
        redirectStatus: 308,
        dryRun: true,
      },
    ]);
  });

  it('checks the form before sending anything', async () => {
    const $ = await open();
    await $.user.click($.getByRole('button', { name: 'Preview' }));
    expect(await $.findByRole('alert')).toHaveTextContent('Choose at least one change.');

    await $.user.selectOptions($.getByLabelText('Expires at'), 'Set');
    await $.user.selectOptions($.getByLabelText('Visit limit'), 'Set');
    await $.user.type($.getByLabelText('New visit limit'), '0');
    await $.user.type($.getByLabelText('Replace with'), 'x');
    await $.user.click($.getByRole('button', { name: 'Apply' }));
    expect(await $.findByText('Enter a date and a time.')).toBeInTheDocument();
    expect($.getByText('Enter a whole number from 1 to 1,000,000,000,000.')).toBeInTheDocument();
    expect($.getByText('Enter the text to find, at most 1,000 characters.')).toBeInTheDocument();
    expect(bodies($)).toEqual([]);
  });

  it('shows a refusal of the whole edit in the popup, on its field when it names one', async () => {
    let refusal = fail(422, 'Invalid maxVisits: expected a whole number from 1 to 1000000000000');
    const $ = await open({ [BULK]: () => refusal });
    await $.user.selectOptions($.getByLabelText('Visit limit'), 'Set');
    await $.user.type($.getByLabelText('New visit limit'), '12');
    await $.user.click($.getByRole('button', { name: 'Preview' }));
    const limit = $.getByLabelText('New visit limit');
    await waitFor(() => expect(limit).toHaveAccessibleDescription(/^Invalid maxVisits/));

    refusal = fail(429, 'Too many bulk edits are running at once, try again in a moment');
    await $.user.click($.getByRole('button', { name: 'Apply' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'Too many bulk edits are running at once, try again in a moment',
    );
    expect($.queryByRole('progressbar')).not.toBeInTheDocument();
    // Nothing ran: the edit can be tried again.
    expect($.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('translates the server’s messages', async () => {
    await applyLanguage('de');
    const $ = await open(
      { [BULK]: fail(429, 'Too many bulk edits are running at once, try again in a moment') },
      { ids: IDS },
      2,
      'Mehrere Links bearbeiten',
    );
    await $.user.type($.getByLabelText('Suchen'), 'a');
    await $.user.click($.getByRole('button', { name: 'Vorschau' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'Zu viele Massenbearbeitungen laufen gleichzeitig, versuchen Sie es gleich noch einmal',
    );
  });

  it('shows the error that stopped a run midway, and fetches the list again anyway', async () => {
    const $ = await open({
      [BULK]: bulk(
        ok(answer(true)),
        streamed(
          { progress: { done: 0, total: 1200 } },
          { progress: { done: 500, total: 1200 } },
          { success: false, message: 'Internal Server Error' },
        ),
      ),
    });
    const invalidate = vi.spyOn($.view.queryClient, 'invalidateQueries');
    await $.user.type($.getByLabelText('Add tags'), 'moved{Enter}');
    await $.user.click($.getByRole('button', { name: 'Apply' }));
    expect(await $.findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect($.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.links });
  });

  it('says so when the answer breaks off before its last line', async () => {
    const $ = await open({
      [BULK]: bulk(ok(answer(true)), streamed({ progress: { done: 0, total: 2 } })),
    });
    await $.user.type($.getByLabelText('Add tags'), 'moved{Enter}');
    await $.user.click($.getByRole('button', { name: 'Apply' }));
    expect(await $.findByRole('alert')).toHaveTextContent(
      'The answer broke off before the end. The edit may have gone on',
    );
  });

  it('edits every link the filters match', async () => {
    const filter = { search: 'example', tags: 'a,b', tagsMode: 'all' as const };
    const $ = await open({}, { filter }, 45);
    expect($.dialog).toHaveTextContent('All 45 links matching the current filters.');
    await $.user.selectOptions($.getByLabelText('Allow search engines'), 'Off');
    await $.user.click($.getByRole('button', { name: 'Apply' }));
    await $.findByRole('region', { name: 'Result' });
    expect(bodies($)).toEqual([{ filter, crawlable: false }]);
  });
});
