// The "Recently deleted" list: each deleted link's slug, domain, destination, when and by whom it
// was deleted; restoring one, and the server's reason when it refuses; the empty and failure
// states; German; and axe.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { formatDateTime } from '@/lib/format';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { deletedFixture, entryFixture } from '../history.fixture';
import { DeletedLinks } from './deleted-links';

const OTHER_ID = '00000000-0000-4000-8000-000000000011';
const gone = deletedFixture();
const elsewhere = deletedFixture({
  id: OTHER_ID,
  slug: 'docs',
  domain: 'go.example',
  destination: 'https://docs.example.com/',
  deletedAt: '2026-11-24T07:00:00.000Z',
  deletion: entryFixture({ action: 'deleted', account: null, via: 'cli', after: null }),
});

function render(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/link/deleted': ok({ links: [gone, elsewhere] }),
    'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture()] }),
    ...handlers,
  });
  renderWithProviders(<DeletedLinks />);
  return api;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the recently deleted links', () => {
  it('lists each link with its domain, destination, when and by whom it was deleted', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Deleted links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [
        '/gone',
        's.example',
        'https://example.com/gone',
        formatDateTime(gone.deletedAt),
        'alice · Dashboard',
        'Restore',
      ],
      [
        '/docs',
        'go.example',
        'https://docs.example.com/',
        formatDateTime(elsewhere.deletedAt),
        'Command line',
        'Restore',
      ],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Restore /gone' })).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Restore go.example/docs' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/visit counts start again from zero/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('restores a link, says so and lists what is left', async () => {
    const user = userEvent.setup();
    let restored = false;
    const api = render({
      'GET /api/link/deleted': () => ok({ links: restored ? [elsewhere] : [gone, elsewhere] }),
      [`POST /api/link/${gone.id}/restore`]: () => {
        restored = true;
        return ok({ id: gone.id, slug: 'gone', destination: gone.destination });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore /gone' }));
    expect(await screen.findByText('Restored /gone.')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Restore /gone' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', `/api/link/${gone.id}/restore`).map((c) => c.body)).toEqual([{}]);
    // The keyboard stays on the list, not on the row that went.
    expect(screen.getByRole('heading', { name: 'Deleted links' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Restore go.example/docs' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the slug was taken meanwhile', async () => {
    const user = userEvent.setup();
    render({
      [`POST /api/link/${OTHER_ID}/restore`]: fail(409, 'A link with that slug already exists'),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore go.example/docs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not restore go.example/docs: A link with that slug already exists',
    );
    expect(screen.getByRole('button', { name: 'Restore go.example/docs' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('says when there is nothing to restore', async () => {
    render({ 'GET /api/link/deleted': ok({ links: [] }) });
    expect(await screen.findByText('No deleted link can be restored.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    render({ 'GET /api/link/deleted': fail(500, 'Internal server error') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load deleted links: Internal server error',
    );
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    const user = userEvent.setup();
    render({
      [`POST /api/link/${gone.id}/restore`]: fail(
        404,
        'No deleted link with that id can be restored (it was restored, or its history has expired)',
      ),
    });
    const table = await screen.findByRole('table', { name: 'Gelöschte Links' });
    expect(within(table).getByRole('columnheader', { name: 'Gelöscht von' })).toBeInTheDocument();
    expect(within(table).getByText('Kommandozeile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '/gone wiederherstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '/gone konnte nicht wiederhergestellt werden: Kein gelöschter Link mit dieser ID',
    );
  });
});
