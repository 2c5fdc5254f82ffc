import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { mockApi, ok, type MockCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';
import { LinksTable } from './links-table';

const link = (i: number, extra: Partial<Link> = {}) =>
  linkFixture({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    slug: `slug${i}`,
    ...extra,
  });

const LINKS = [
  link(1, { tags: ['news', 'spring'], title: 'Spring newsletter' }),
  link(2, { hasPassword: true }),
  link(3, { state: 'expired', expiresAt: '2020-01-01T00:00:00.000Z' }),
  link(4, { state: 'expired', maxVisits: 5, usedVisits: 5 }),
  link(5, { state: 'notYetValid', validFrom: '2040-01-01T00:00:00.000Z' }),
  link(6, { maxVisits: 10, usedVisits: 3 }),
];

let tags = [
  { tag: 'news', links: 1 },
  { tag: 'spring', links: 1 },
];

function api() {
  return mockApi({
    'GET /api/link/list': ok({ total: LINKS.length, remaining: 0, links: LINKS }),
    'GET /api/link/tags': () => ok({ tags }),
    'PATCH /api/link/tags': ({ body }) => {
      const { oldName, newName } = body as { oldName: string; newName: string };
      tags = tags.map((t) => (t.tag === oldName ? { ...t, tag: newName } : t));
      return ok({ links: 1 });
    },
    'DELETE /api/link/tags': ({ body }) => {
      const gone = (body as { tags: string[] }).tags;
      tags = tags.filter((t) => !gone.includes(t.tag));
      return ok({ links: 1 });
    },
  });
}

const lastList = (calls: MockCall[]) => calls.filter((c) => c.path === '/api/link/list').at(-1);
const row = (slug: string) => screen.getByRole('link', { name: `/${slug}` }).closest('tr')!;

describe('the link list with controls', () => {
  it('shows tags, a lock for a password and a badge for the state', async () => {
    api();
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    const tagList = within(row('slug1')).getByRole('list', { name: 'Tags' });
    expect(
      within(tagList)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['news', 'spring']);
    expect(within(row('slug1')).getByText('Spring newsletter')).toBeInTheDocument();
    expect(within(row('slug2')).getByRole('img', { name: 'Password protected' })).toBeVisible();
    expect(within(row('slug1')).queryByRole('img', { name: 'Password protected' })).toBeNull();
    expect(within(row('slug3')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('slug4')).getByText('Used up')).toBeInTheDocument();
    expect(within(row('slug5')).getByText('Not yet valid')).toBeInTheDocument();
    expect(within(row('slug6')).getByText('3/10 visits')).toBeInTheDocument();
    expect(row('slug2').querySelector('.badge')).toBeNull();
  });

  it('filters by tags (any or all) and by state, each from the first page', async () => {
    const user = userEvent.setup();
    const calls = api();
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    const filters = screen.getByRole('group', { name: 'Filters' });
    const input = within(filters).getByLabelText('Tags');
    await waitFor(() =>
      expect(
        [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map(
          (o) => o.value,
        ),
      ).toEqual(['news', 'spring']),
    );
    await user.type(input, 'news{Enter}');
    await waitFor(() => expect(lastList(calls.calls)?.query.get('tags')).toBe('news'));
    expect(lastList(calls.calls)?.query.get('tagsMode')).toBeNull();
    expect(lastList(calls.calls)?.query.get('page')).toBe('0');

    // A tag no link has is refused with a message rather than finding nothing.
    await user.type(input, 'nope{Enter}');
    expect(within(filters).getByText('No link has the tag “nope”.')).toBeInTheDocument();
    await user.clear(input);

    // A tag in a row adds itself to the filter; with two, any or all can be asked for.
    await user.click(within(row('slug1')).getByRole('button', { name: 'spring' }));
    await waitFor(() => expect(lastList(calls.calls)?.query.get('tags')).toBe('news,spring'));
    expect(lastList(calls.calls)?.query.get('tagsMode')).toBe('any');
    await user.selectOptions(within(filters).getByLabelText('Show links with'), 'all');
    await waitFor(() => expect(lastList(calls.calls)?.query.get('tagsMode')).toBe('all'));

    await user.selectOptions(within(filters).getByLabelText('State'), 'passwordProtected');
    await waitFor(() =>
      expect(lastList(calls.calls)?.query.get('state')).toBe('passwordProtected'),
    );
    await user.click(within(filters).getByRole('button', { name: 'Remove tag news' }));
    await waitFor(() => expect(lastList(calls.calls)?.query.get('tags')).toBe('spring'));

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      const last = lastList(calls.calls)!;
      expect([last.query.get('tags'), last.query.get('state')]).toEqual([null, null]);
    });
  });

  it('says so when the filters match nothing, with a way back', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/link/list': ({ query }) =>
        ok(
          query.get('state')
            ? { total: 0, remaining: 0, links: [] }
            : { total: 1, remaining: 0, links: [link(1)] },
        ),
      'GET /api/link/tags': ok({ tags: [] }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    await user.selectOptions(screen.getByLabelText('State'), 'expired');
    expect(await screen.findByText('No links match the filters.')).toBeInTheDocument();
    expect(screen.queryByText('No links yet.')).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(await screen.findByRole('link', { name: '/slug1' })).toBeInTheDocument();
  });

  it('renames and deletes tags in the tag manager, and the filter follows', async () => {
    const user = userEvent.setup();
    tags = [
      { tag: 'news', links: 1 },
      { tag: 'spring', links: 1 },
    ];
    const calls = api();
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    await screen.findByRole('link', { name: '/slug1' });
    await user.click(within(row('slug1')).getByRole('button', { name: 'news' }));
    await user.click(within(row('slug1')).getByRole('button', { name: 'spring' }));
    await user.click(screen.getByRole('button', { name: 'Manage tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    expect(await within(dialog).findByText('news')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rename news' }));
    const name = within(dialog).getByLabelText('New name for news');
    await user.clear(name);
    await user.type(name, 'bad,name{Enter}');
    expect(within(dialog).getByText('A tag cannot contain commas.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'updates{Enter}');
    await waitFor(() => expect(calls.callsTo('PATCH', '/api/link/tags')).toHaveLength(1));
    expect(calls.callsTo('PATCH', '/api/link/tags')[0]?.body).toEqual({
      oldName: 'news',
      newName: 'updates',
    });
    expect(await within(dialog).findByText('updates')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete spring' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the tag “spring”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(calls.callsTo('DELETE', '/api/link/tags')).toHaveLength(1));
    expect(calls.callsTo('DELETE', '/api/link/tags')[0]?.body).toEqual({ tags: ['spring'] });
    await waitFor(() => expect(within(dialog).queryByText('spring')).not.toBeInTheDocument());
    await expectNoSeriousA11yViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    // The filter had news and spring: now updates alone.
    await waitFor(() => expect(lastList(calls.calls)?.query.get('tags')).toBe('updates'));
  });

  it('filters by campaign, its exact name, and shows a link’s campaign', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/link/list': ok({
        total: 1,
        remaining: 0,
        links: [
          link(1, {
            utm: {
              source: 'news',
              medium: null,
              campaign: 'spring sale',
              term: null,
              content: null,
              replace: false,
            },
          }),
        ],
      }),
      'GET /api/link/tags': ok({ tags: [] }),
    });
    renderWithProviders(<LinksTable domain={undefined} showAuthor={false} />);
    expect(await screen.findByText('Campaign: spring sale')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('Campaign'), 'spring sale');
    await waitFor(() => expect(lastList(calls.calls)?.query.get('campaign')).toBe('spring sale'));
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(calls.calls)?.query.get('campaign')).toBeNull());
  });

  it('has no serious accessibility violations', async () => {
    api();
    renderWithProviders(<LinksTable domain={undefined} showAuthor />);
    await screen.findByRole('link', { name: '/slug1' });
    await expectNoSeriousA11yViolations();
  });
});
