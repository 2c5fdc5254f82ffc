import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok, type MockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';
import { LinksTable } from './links-table';

const link = (i: number, extra: Partial<Link> = {}): Link =>
  linkFixture({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    slug: `slug${i}`,
    destination: `https://example.com/${i}`,
    creationDate: '2024-01-02T03:04:05.000Z',
    modifiedDate: '2024-01-03T03:04:05.000Z',
    visits: i,
    humanVisits: i,
    botVisits: 0,
    account: i % 2 ? 'alice' : 'n/a',
    ...extra,
  });

function listAnswer(all: Link[]) {
  return ({ query }: MockCall) => {
    const page = Number(query.get('page') ?? 0);
    const size = Number(query.get('pagesize') ?? 20);
    const search = query.get('search') ?? '';
    const found = all.filter((l) => l.slug.includes(search) || l.destination.includes(search));
    return ok({
      total: found.length,
      remaining: Math.max(0, Math.ceil(found.length / size) - page - 1),
      links: found.slice(page * size, page * size + size),
    });
  };
}

const lastList = (calls: MockCall[]) => calls.filter((c) => c.path === '/api/link/list').at(-1);

describe('LinksTable', () => {
  it('lists links with short URLs on about.domain, visits and dates', async () => {
    mockApi({ 'GET /api/link/list': listAnswer([link(1), link(2)]) });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
    const row = (await screen.findByRole('link', { name: '/slug1' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '/slug1' })).toHaveAttribute(
      'href',
      'https://s.example/slug1',
    );
    expect(within(row).getByText('https://example.com/1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Author/ })).not.toBeInTheDocument();
  });

  it('shows the author column for owners and admins', async () => {
    mockApi({ 'GET /api/link/list': listAnswer([link(1)]) });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor />);
    expect(await screen.findByRole('columnheader', { name: /Author/ })).toBeInTheDocument();
    expect(screen.getByText('alice')).toBeInTheDocument();
  });

  it('shows an empty state with a create button', async () => {
    mockApi({ 'GET /api/link/list': listAnswer([]) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    expect(await screen.findByText('No links yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first link' })).toBeInTheDocument();
  });

  it('shows a loading state and then the error message', async () => {
    let answer!: (value: ReturnType<typeof fail>) => void;
    mockApi({ 'GET /api/link/list': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    expect(await screen.findByText('Loading links…')).toBeInTheDocument();
    answer(fail(400, 'Pagesize limit is 100 items'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagesize limit is 100 items');
  });

  it('sorts by a column: first click uses the column default, the second flips it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/link/list': listAnswer([link(1)]) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    expect(lastList(api.calls)?.query.get('sortField')).toBe('creationDate');
    expect(lastList(api.calls)?.query.get('sortType')).toBe('-1');
    const header = screen.getByRole('columnheader', { name: /Short link/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastList(api.calls)?.query.get('sortField')).toBe('slug'));
    expect(lastList(api.calls)?.query.get('sortType')).toBe('1');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastList(api.calls)?.query.get('sortType')).toBe('-1'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches and pages through results', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 25 }, (_, i) => link(i + 1));
    const api = mockApi({ 'GET /api/link/list': listAnswer(all) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByText('Page 1 of 2 · 25 links');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 25 links');
    expect(lastList(api.calls)?.query.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await screen.findByText('Page 1 of 1 · 25 links');
    expect(lastList(api.calls)?.query.get('pagesize')).toBe('50');

    await user.type(screen.getByLabelText('Search links'), 'slug2');
    await waitFor(() => expect(lastList(api.calls)?.query.get('search')).toBe('slug2'));
    await screen.findByText('Page 1 of 1 · 7 links');
  });

  it('jumps back when the page it shows no longer exists', async () => {
    const user = userEvent.setup();
    let all = Array.from({ length: 25 }, (_, i) => link(i + 1));
    const api = mockApi({ 'GET /api/link/list': (call) => listAnswer(all)(call) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByText('Page 1 of 2 · 25 links');
    all = all.slice(0, 5); // someone else deleted links meanwhile
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 1 of 1 · 5 links');
    expect(lastList(api.calls)?.query.get('page')).toBe('0');
  });

  it('selects links and deletes them in one call after confirming', async () => {
    const user = userEvent.setup();
    const links = [link(1), link(2), link(3)];
    const api = mockApi({
      'GET /api/link/list': listAnswer(links),
      'DELETE /api/link': ok({ deleted: 2 }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select slug1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select slug3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 links' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/link')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/link')[0]?.body).toEqual({
      ids: [links[0]!.id, links[2]!.id],
    });
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('select-all toggles every link of the page', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/list': listAnswer([link(1), link(2)]) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all links on this page' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Select slug1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select slug2' })).toBeChecked();
  });

  it('bulk edits the selected links, and shows the list as the edit left it', async () => {
    const user = userEvent.setup();
    const links = [link(1), link(2), link(3)];
    const result = {
      dryRun: false,
      selected: 2,
      changed: 2,
      unchanged: 0,
      refused: 0,
      changes: [],
      refusals: [],
    };
    const api = mockApi({
      'GET /api/link/list': listAnswer(links),
      'GET /api/link/tags': ok({ tags: [] }),
      'PATCH /api/link/bulk': {
        text: `${JSON.stringify({ progress: { done: 2, total: 2 } })}\n${JSON.stringify({ success: true, result })}\n`,
        headers: { 'Content-Type': 'application/x-ndjson' },
      },
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select slug1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select slug3' }));
    // Not the whole page: nothing to offer beyond the selection.
    expect(screen.queryByRole('button', { name: /matching the filters/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit' });
    expect(dialog).toHaveAccessibleDescription('2 selected links.');
    await user.type(within(dialog).getByLabelText('Add tags'), 'spring{Enter}');
    const lists = api.callsTo('GET', '/api/link/list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await within(dialog).findByRole('region', { name: 'Result' });
    expect(api.callsTo('PATCH', '/api/link/bulk')[0]?.body).toEqual({
      ids: [links[0]!.id, links[2]!.id],
      addTags: ['spring'],
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/link/list').length).toBeGreaterThan(lists));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('offers to bulk edit every link the filters match once the whole page is selected', async () => {
    const user = userEvent.setup();
    const links = Array.from({ length: 25 }, (_, i) => link(i + 1));
    const api = mockApi({
      'GET /api/link/list': listAnswer([
        ...links,
        link(99, { slug: 'other', destination: 'https://x.example/' }),
      ]),
      'GET /api/link/tags': ok({ tags: [] }),
      'PATCH /api/link/bulk': ok({
        dryRun: true,
        selected: 25,
        changed: 25,
        unchanged: 0,
        refused: 0,
        changes: [],
        refusals: [],
      }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.type(await screen.findByLabelText('Search links'), 'slug');
    await screen.findByText('Page 1 of 2 · 25 links');
    await user.click(screen.getByRole('checkbox', { name: 'Select all links on this page' }));
    await user.click(
      screen.getByRole('button', { name: 'Bulk edit all 25 links matching the filters' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit' });
    expect(dialog).toHaveAccessibleDescription('All 25 links matching the current filters.');
    await user.selectOptions(within(dialog).getByLabelText('Allow search engines'), 'Off');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('region', { name: 'Preview: nothing has changed yet' });
    expect(api.callsTo('PATCH', '/api/link/bulk')[0]?.body).toEqual({
      filter: { search: 'slug' },
      crawlable: false,
      dryRun: true,
    });
  });

  it('offers Open, Copy short URL, Statistics, History, QR code, Edit and Delete in the row menu', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    mockApi({ 'GET /api/link/list': listAnswer([link(1)]) });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for slug1' }));
    const menu = screen.getByRole('menu', { name: 'Actions for slug1' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Open', 'Copy short URL', 'Statistics', 'History', 'QR code', 'Edit', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy short URL' }));
    expect(writeText).toHaveBeenCalledWith('https://s.example/slug1');
    expect(await screen.findByText('Short URL copied')).toBeInTheDocument();

    // Right-click opens the same menu; Edit opens the EditLink popup filled in.
    const row = screen.getByRole('link', { name: '/slug1' }).closest('tr')!;
    await user.pointer({ keys: '[MouseRight]', target: row });
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(dialog).getByLabelText('Destination URL')).toHaveValue('https://example.com/1');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('slug1');
  });

  it('links the visits figure and the Statistics menu item to the stats page', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/list': listAnswer([link(3)]) });
    const { router } = renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    const visits = await screen.findByRole('link', { name: '3 visits: statistics of /slug3' });
    expect(visits).toHaveAttribute('href', `/dash/links/${link(3).id}/stats`);
    await user.click(screen.getByRole('button', { name: 'Actions for slug3' }));
    await user.click(screen.getByRole('menuitem', { name: 'Statistics' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dash/links/${link(3).id}/stats`),
    );
  });

  it('opens the link’s history from the History menu item, described by its short URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/link/list': listAnswer([link(2)]),
      [`GET /api/link/${link(2).id}/history`]: ok({ entries: [], older: null }),
    });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for slug2' }));
    await user.click(screen.getByRole('menuitem', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(dialog).toHaveAccessibleDescription('https://s.example/slug2');
    expect(
      await within(dialog).findByText('No change to this link has been recorded yet.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/link/${link(2).id}/history`)).toHaveLength(1);
  });

  it('sorts by human visits', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/link/list': listAnswer([link(1)]) });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    const header = screen.getByRole('columnheader', { name: /Human visits/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastList(api.calls)?.query.get('sortField')).toBe('humanVisits'));
    expect(lastList(api.calls)?.query.get('sortType')).toBe('-1');
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('edits public statistics from the Edit popup', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/link/list': listAnswer([link(1)]),
      'PATCH /api/link': ok({ ...link(1), publicStats: true }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for slug1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const box = within(dialog).getByRole('checkbox', { name: 'Public statistics' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({
      id: link(1).id,
      publicStats: true,
    });
  });

  it('creates a link with public statistics', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/link/list': listAnswer([link(1)]),
      'POST /api/link': ok({ ...link(9), publicStats: true }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Public statistics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toEqual({
      destination: 'https://example.com/x',
      publicStats: true,
    });
  });

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/list': listAnswer([link(1), link(2)]) });
    renderWithProviders(<LinksTable domain="https://s.example" showAuthor />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select slug1' }));
    await expectNoSeriousA11yViolations();
  });
});
