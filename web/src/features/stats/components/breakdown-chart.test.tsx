import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { axisLabel } from './breakdown-chart';
import { BreakdownTable } from './breakdown-table';

describe('long breakdown values', () => {
  it('end in an ellipsis on the chart axis, never cut silently', () => {
    expect(axisLabel('news.ycombinator.com')).toBe('news.ycombinator.…');
    expect(axisLabel('news.ycombinator.com')).toHaveLength(18);
    expect(axisLabel('github.com')).toBe('github.com');
    expect(axisLabel('exactly-18-chars.x')).toBe('exactly-18-chars.x');
  });

  it('keep the whole value in the table row’s title, and the counts in their own columns', () => {
    const host = 'a-very-long-referrer-host-name.subdomain.example.com';
    renderWithProviders(
      <BreakdownTable
        dimension="referrers"
        entries={[
          { value: host, visits: 12 },
          { value: null, visits: 4 },
        ]}
      />,
    );
    const row = screen.getByRole('rowheader', { name: host });
    expect(row).toHaveAttribute('title', host);
    expect(row.querySelector('.cell-clip')).toHaveTextContent(host);
    expect(screen.getByRole('columnheader', { name: /Share/ })).toBeInTheDocument();
  });
});
