// The bulk edit's diff as rendered: the counts, each changed field named as the link form names
// it with its value before → after in words (lists, dates, numbers, switches, "none" for null, the
// server's default status, JSON for what this dashboard does not know), links on other domains
// by host, "the first N of M" when the answer lists only the first, and the refusals with the
// server's reason translated.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import type { BulkEditResult } from '../types';
import { diffValue } from '../utils/bulk-diff';
import { BulkEditReport } from './bulk-edit-report';

const EXPIRY = '2031-01-01T00:00:00.000Z';

const result = (extra: Partial<BulkEditResult> = {}): BulkEditResult => ({
  dryRun: true,
  selected: 4,
  changed: 2,
  unchanged: 1,
  refused: 1,
  changes: [
    {
      id: 'a',
      slug: 'spring',
      domain: null,
      fields: [
        {
          field: 'destination',
          before: 'http://old.example/a',
          after: 'https://new.example/a',
        },
        { field: 'tags', before: ['x'], after: ['moved', 'x'] },
        { field: 'expiresAt', before: null, after: EXPIRY },
      ],
    },
    {
      id: 'b',
      slug: 'docs',
      domain: 'go.example',
      fields: [
        { field: 'tags', before: [], after: ['moved'] },
        { field: 'maxVisits', before: 1500, after: null },
        { field: 'redirectStatus', before: 301, after: null },
        { field: 'forwardQuery', before: false, after: true },
        { field: 'somethingNew', before: { a: 1 }, after: [{ b: 2 }] },
      ],
    },
  ],
  refusals: [
    {
      id: 'c',
      slug: 'theirs',
      status: 403,
      message: 'You do not have the permissions to edit this link',
    },
  ],
  ...extra,
});

/** Each row of a changes table as [link, field, change], the link carried down its group. */
function changeRows(table: HTMLElement): string[][] {
  let link = '';
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const header = row.querySelector('th');
      if (header) link = header.textContent;
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
      return [link, ...cells];
    });
}

describe('the bulk edit report', () => {
  it('counts every link, and shows each change before → after in words', async () => {
    renderWithProviders(<BulkEditReport result={result()} />);
    expect(screen.getByRole('heading', { name: 'Preview: nothing has changed yet' })).toHaveFocus();
    const counts = Object.fromEntries(
      [...document.querySelectorAll('.bulk-report__counts div')].map((pair) => [
        pair.querySelector('dt')!.textContent,
        pair.querySelector('dd')!.textContent,
      ]),
    );
    expect(counts).toEqual({ Selected: '4', Changed: '2', Unchanged: '1', Refused: '1' });

    const table = screen.getByRole('table', { name: 'Changes' });
    expect(changeRows(table)).toEqual([
      ['/spring', 'Destination URL', 'Before: http://old.example/a→After: https://new.example/a'],
      ['/spring', 'Tags', 'Before: x→After: moved, x'],
      ['/spring', 'Expires at', `Before: none→After: ${formatDateTime(EXPIRY)}`],
      ['go.example/docs', 'Tags', 'Before: none→After: moved'],
      ['go.example/docs', 'Visit limit', 'Before: 1,500→After: none'],
      ['go.example/docs', 'Redirect status', 'Before: 301 Moved Permanently→After: Server default'],
      ['go.example/docs', 'Forward the query string', 'Before: Off→After: On'],
      ['go.example/docs', 'somethingNew', 'Before: {"a":1}→After: {"b":2}'],
    ]);
    // The arrow is for the eyes; screen readers hear "Before:" and "After:".
    expect(table.querySelector('.history__arrow')).toHaveAttribute('aria-hidden', 'true');

    const refusals = screen.getByRole('table', { name: 'Refused links' });
    expect(within(refusals).getByRole('rowheader', { name: '/theirs' })).toBeInTheDocument();
    expect(
      within(refusals).getByText('You do not have the permissions to edit this link'),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('says when only the first changes and refusals are listed, and names a missing link by its id', () => {
    renderWithProviders(
      <BulkEditReport
        result={result({
          dryRun: false,
          changed: 2345,
          refused: 150,
          refusals: [
            {
              id: 'ghost-id',
              slug: null,
              status: 404,
              message: 'A link with that id does not exist',
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Result' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Changes (the first 2 of 2,345)' }),
    ).toBeInTheDocument();
    const refusals = screen.getByRole('table', { name: 'Refused links (the first 1 of 150)' });
    expect(within(refusals).getByRole('rowheader', { name: 'ghost-id' })).toBeInTheDocument();
  });

  it('leaves out empty tables', () => {
    renderWithProviders(
      <BulkEditReport
        result={result({ changed: 0, unchanged: 4, refused: 0, changes: [], refusals: [] })}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('translates the values and the server’s reasons', async () => {
    await applyLanguage('de');
    renderWithProviders(<BulkEditReport result={result()} />);
    expect(
      screen.getByRole('heading', { name: 'Vorschau: Noch wurde nichts geändert' }),
    ).toBeInTheDocument();
    const refusals = screen.getByRole('table', { name: 'Abgelehnte Links' });
    expect(
      within(refusals).getByText('Sie haben keine Berechtigung, diesen Link zu bearbeiten'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Änderungen' });
    expect(within(table).getByText('Standard des Servers')).toBeInTheDocument();
    expect(within(table).getAllByText('nicht gesetzt').length).toBeGreaterThan(0);
  });
});

describe('diffValue', () => {
  it('reads null, empty texts and empty lists as not set, except a status of null', () => {
    expect(diffValue('expiresAt', null)).toBeNull();
    expect(diffValue('destination', '')).toBeNull();
    expect(diffValue('tags', [])).toBeNull();
    expect(diffValue('redirectStatus', null)).toBe('Server default');
  });

  it('shows lists item by item, and what it does not know as JSON', () => {
    expect(diffValue('tags', ['a', 'b'])).toBe('a, b');
    expect(diffValue('other', [1, 'two', { three: 3 }])).toBe('1, two, {"three":3}');
    expect(diffValue('other', { nested: [1] })).toBe('{"nested":[1]}');
    expect(diffValue('crawlable', true)).toBe('On');
    expect(diffValue('redirectStatus', 399)).toBe('399');
  });
});
