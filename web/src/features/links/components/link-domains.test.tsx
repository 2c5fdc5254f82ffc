// Links on several short domains: the picker in the forms, the list's column and filter, and
// short URLs (links, copies, QR codes) on each link's own domain.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { fail, mockApi, ok, type MockCall, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';
import { LinksTable } from './links-table';

const main = defaultDomainFixture();
const go = domainFixture({ host: 'xn--g-1ga.example', displayHost: 'gö.example' });

const onDefault = linkFixture({ id: '00000000-0000-4000-8000-000000000001', slug: 'home' });
const onGo = linkFixture({
  id: '00000000-0000-4000-8000-000000000002',
  slug: 'away',
  domain: 'xn--g-1ga.example',
});

function listAnswer(links: Link[]) {
  return ({ query }: MockCall) => {
    const domain = query.get('domain');
    const found = links.filter(
      (l) => !domain || (domain === '_default' ? l.domain === null : l.domain === domain),
    );
    return ok({ total: found.length, remaining: 0, links: found });
  };
}

function api(extra: Record<string, MockHandler> = {}, domains = [main, go]) {
  return mockApi({
    'GET /api/domains': ok({ domains }),
    'GET /api/link/list': listAnswer([onDefault, onGo]),
    'GET /api/link/tags': ok({ tags: [] }),
    ...extra,
  });
}

const lastList = (calls: MockCall[]) => calls.filter((c) => c.path === '/api/link/list').at(-1);

describe('links on several domains', () => {
  it('names each link’s domain and links it on that domain', async () => {
    api();
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await screen.findByRole('columnheader', { name: 'Domain' });
    const away = screen.getByRole('link', { name: '/away' });
    expect(away).toHaveAttribute('href', 'https://xn--g-1ga.example/away');
    const row = away.closest('tr')!;
    expect(within(row).getByText('gö.example')).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Select gö.example/away' })).toBeVisible();
    expect(
      within(row).getByRole('link', { name: '3 visits: statistics of gö.example/away' }),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: '/home' });
    expect(home).toHaveAttribute('href', 'http://s.example/home');
    expect(within(home.closest('tr')!).getByText('s.example')).toBeInTheDocument();
  });

  it('copies the short URL and draws the QR code on the link’s own domain', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    api({ [`GET /api/link/${onGo.id}/qr/settings`]: ok({ public: true, logo: false }) });
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for gö.example/away' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy short URL' }));
    expect(writeText).toHaveBeenCalledWith('https://xn--g-1ga.example/away');

    await user.click(screen.getByRole('button', { name: 'Actions for home' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy short URL' }));
    expect(writeText).toHaveBeenLastCalledWith('http://s.example/home');

    await user.click(screen.getByRole('button', { name: 'Actions for gö.example/away' }));
    await user.click(screen.getByRole('menuitem', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    expect(
      within(dialog).getByRole('img', { name: 'QR code for https://xn--g-1ga.example/away' }),
    ).toBeInTheDocument();
    // Its public code is fetched on the same domain.
    expect(await within(dialog).findByLabelText('Public address')).toHaveValue(
      'https://xn--g-1ga.example/api/public/qr/away',
    );
  });

  it('filters the list by domain', async () => {
    const user = userEvent.setup();
    const calls = api().calls;
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    const filter = await screen.findByRole('combobox', { name: 'Domain' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any domain', 's.example (default)', 'gö.example']);
    await user.selectOptions(filter, 'xn--g-1ga.example');
    await waitFor(() => expect(lastList(calls)?.query.get('domain')).toBe('xn--g-1ga.example'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '/home' })).toBeNull());
    await user.selectOptions(filter, '_default');
    await waitFor(() => expect(lastList(calls)?.query.get('domain')).toBe('_default'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(calls)?.query.has('domain')).toBe(false));
  });

  it('shows no domain column, filter or picker while only the default domain exists', async () => {
    const user = userEvent.setup();
    api({}, [main]);
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await screen.findByRole('link', { name: '/home' });
    expect(screen.queryByRole('columnheader', { name: 'Domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    expect(within(dialog).queryByLabelText('Domain')).not.toBeInTheDocument();
  });

  it('creates a link on a chosen domain and shows its short URL there', async () => {
    const user = userEvent.setup();
    const calls = api({
      'POST /api/link': ok(linkFixture({ slug: 'new1', domain: 'xn--g-1ga.example' })),
    }).calls;
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    const picker = await within(dialog).findByLabelText('Domain');
    expect(picker).toHaveValue('');
    await user.selectOptions(picker, 'xn--g-1ga.example');
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const done = await screen.findByRole('dialog', { name: 'Link created' });
    expect(within(done).getByLabelText('Short URL')).toHaveValue('https://xn--g-1ga.example/new1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      domain: 'xn--g-1ga.example',
      destination: 'https://example.com/x',
    });
  });

  it('shows the server’s refusal of a domain in the form', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/link': fail(403, 'You may not create links on this domain') });
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create link' });
    await user.selectOptions(await within(dialog).findByLabelText('Domain'), 'xn--g-1ga.example');
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You may not create links on this domain',
    );
  });

  it('moves a link to the default domain from the Edit popup', async () => {
    const user = userEvent.setup();
    const calls = api({ 'PATCH /api/link': ok({ ...onGo, domain: null }) }).calls;
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for gö.example/away' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const picker = await within(dialog).findByLabelText('Domain');
    expect(picker).toHaveValue('xn--g-1ga.example');
    await user.selectOptions(picker, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: onGo.id, domain: null });
  });

  it('keeps offering a link’s domain the account may no longer create links on', async () => {
    const user = userEvent.setup();
    api({}, [main]);
    renderWithProviders(<LinksTable domain="http://s.example" showAuthor={false} />);
    // Without the domain in the list, the link is named by its host.
    await user.click(
      await screen.findByRole('button', { name: 'Actions for xn--g-1ga.example/away' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    const picker = await within(dialog).findByLabelText('Domain');
    expect(picker).toHaveValue('xn--g-1ga.example');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['s.example (default)', 'xn--g-1ga.example']);
  });
});
