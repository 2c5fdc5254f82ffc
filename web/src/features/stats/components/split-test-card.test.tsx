import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { LINK_ID, statsAnswer, variantsAnswer } from '../stats.fixture';
import type { VariantVisits } from '../types';
import { LinkStats } from './link-stats';

const STATS = `/api/link/${LINK_ID}/stats`;
const PROMOTE = `/api/link/${LINK_ID}/promote`;

function renderPage() {
  return renderWithProviders(<LinkStats id={LINK_ID} domain="https://s.example" />);
}

/** The cells of each body row, as text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the split test of a link’s statistics', () => {
  it('lists the variants with their share, visits and share of the counted visits', async () => {
    mockApi({ [`GET ${STATS}`]: ok(statsAnswer({ variants: variantsAnswer() })) });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Split test' }));
    const table = card.getByRole('table', {
      name: 'Visits to each destination of the split test in this range',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Destination',
      'Share',
      'Visits',
      'Humans',
      'Unique visitors',
      // Humans only, as the page counts by default: 8, 24 and 8 of 40.
      'Share of human visits',
      'Actions',
    ]);
    expect(rows(table)).toEqual([
      ['https://a.example/x', '25%', '10', '8', '7', '20%', 'Promote'],
      ['https://b.example/y', '75%', '25', '24', '20', '60%', 'Promote'],
      ['https://old.example/Earlier variant', '—', '9', '8', '8', '20%', ''],
    ]);
    expect(card.getByRole('button', { name: 'Promote https://a.example/x' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /old\.example/ })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('is left out for a link that never had a split', async () => {
    mockApi({ [`GET ${STATS}`]: ok(statsAnswer({ variants: [] })) });
    renderPage();
    await screen.findByRole('table', { name: /^Referrers/ });
    expect(screen.queryByRole('region', { name: 'Split test' })).not.toBeInTheDocument();
  });

  it('promotes a variant after a confirmation, then reloads the link and its statistics', async () => {
    const user = userEvent.setup();
    let variants: VariantVisits[] = variantsAnswer();
    const api = mockApi({
      [`GET ${STATS}`]: () => ok(statsAnswer({ variants })),
      'GET /api/link/single': ok({ id: LINK_ID, domain: null }),
      [`POST ${PROMOTE}`]: ({ body }) => {
        // The split ends: every variant is an earlier one now, its visits kept.
        variants = variants.map((v) => ({ ...v, current: false, weight: null }));
        const { destination } = body as { destination: string };
        return ok({ ...statsAnswer().link, destination, split: null });
      },
    });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Split test' }));

    await user.click(card.getByRole('button', { name: 'Promote https://b.example/y' }));
    let dialog = await screen.findByRole('dialog', { name: 'Promote this variant' });
    expect(dialog).toHaveTextContent(
      'Send every visitor to https://b.example/y and end the split? The statistics stay.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', PROMOTE)).toHaveLength(0);

    const statsCalls = api.callsTo('GET', STATS).length;
    const linkCalls = api.callsTo('GET', '/api/link/single').length;
    await user.click(card.getByRole('button', { name: 'Promote https://b.example/y' }));
    dialog = await screen.findByRole('dialog', { name: 'Promote this variant' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(api.callsTo('POST', PROMOTE)).toHaveLength(1));
    expect(api.callsTo('POST', PROMOTE)[0]?.body).toEqual({ destination: 'https://b.example/y' });
    expect(
      await screen.findByText('Every visitor now goes to https://b.example/y.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', STATS).length).toBeGreaterThan(statsCalls));
    expect(api.callsTo('GET', '/api/link/single').length).toBeGreaterThan(linkCalls);
    // The history stays, as earlier variants, with nothing left to promote.
    expect(
      await card.findByText(
        'The split has ended; these destinations were variants and still have visits in this range.',
      ),
    ).toBeInTheDocument();
    expect(card.getAllByText('Earlier variant')).toHaveLength(3);
    expect(card.queryByRole('button', { name: /^Promote/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a promotion', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${STATS}`]: ok(statsAnswer({ variants: variantsAnswer() })),
      [`POST ${PROMOTE}`]: fail(
        422,
        "Invalid split: destination is not one of the split's variants",
      ),
    });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Split test' }));
    await user.click(card.getByRole('button', { name: 'Promote https://a.example/x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote this variant' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      "Invalid split: destination is not one of the split's variants",
    );
    expect(card.getByRole('button', { name: 'Promote https://a.example/x' })).toBeEnabled();
  });
});
