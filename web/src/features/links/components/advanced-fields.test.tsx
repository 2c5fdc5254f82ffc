import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';

const TAGS = ok({
  tags: [
    { tag: 'news', links: 3 },
    { tag: 'spring', links: 1 },
  ],
});

async function openCreate() {
  renderWithProviders(null);
  act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  return screen.findByRole('dialog', { name: 'Create link' });
}

async function openEdit(link: Link) {
  renderWithProviders(null);
  act(() => void popups.open('EditLink', { link }));
  return screen.findByRole('dialog', { name: 'Edit link' });
}

describe('the Advanced section', () => {
  it('is folded in a new link and opens on demand', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/tags': TAGS });
    const dialog = await openCreate();
    const toggle = within(dialog).getByRole('button', { name: 'Advanced' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded fields stay in the form, out of sight.
    expect(within(dialog).getByLabelText('Visit limit')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText('Visit limit')).toBeVisible();
  });

  it('creates a link with every control and sends them as the API types them', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/link/tags': TAGS, 'POST /api/link': ok(linkFixture()) });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.type($.getByLabelText('Destination URL'), 'https://example.com/sale');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Valid from'), '2030-01-31T12:00');
    await user.type($.getByLabelText('Expires at'), '2030-02-28T12:00');
    await user.type($.getByLabelText('Visit limit'), '250');
    await user.type($.getByLabelText('When expired, send to'), 'https://example.com/over');
    await user.type($.getByLabelText('Password'), 'letmein');
    // Tags: Enter adds one, a comma another, leaving the field the last.
    const tags = $.getByLabelText('Tags');
    await user.type(tags, 'news{Enter}sale,');
    await user.type(tags, 'q1');
    await user.type($.getByLabelText('Title'), 'Spring sale');
    await user.type($.getByLabelText('Notes'), 'For the newsletter');
    await user.selectOptions($.getByLabelText('Redirect status'), '308');
    await user.click($.getByRole('checkbox', { name: 'Forward the query string' }));
    await user.click($.getByRole('checkbox', { name: 'Allow search engines' }));
    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toEqual({
      destination: 'https://example.com/sale',
      validFrom: new Date('2030-01-31T12:00').toISOString(),
      expiresAt: new Date('2030-02-28T12:00').toISOString(),
      maxVisits: 250,
      expiredUrl: 'https://example.com/over',
      password: 'letmein',
      tags: ['news', 'sale', 'q1'],
      title: 'Spring sale',
      notes: 'For the newsletter',
      redirectStatus: 308,
      forwardQuery: true,
      crawlable: true,
    });
    await screen.findByRole('dialog', { name: 'Link created' });
  });

  it('suggests the tags in use, and a chosen tag can be removed', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/tags': TAGS });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.click($.getByRole('button', { name: 'Advanced' }));
    const input = $.getByLabelText('Tags');
    const list = document.getElementById(input.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['news', 'spring']),
    );
    await user.type(input, 'news{Enter}');
    // A chosen tag is no longer suggested.
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['spring']);
    expect($.getByRole('list', { name: 'Tags: chosen' })).toHaveTextContent('news');
    await user.click($.getByRole('button', { name: 'Remove tag news' }));
    expect($.queryByRole('list', { name: 'Tags: chosen' })).not.toBeInTheDocument();
    await user.type(input, `${'x'.repeat(65)}{Enter}`);
    expect($.getByText('A tag has at most 64 characters.')).toBeInTheDocument();
  });

  it('shows field rules before sending, and opens the section to show them', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/link/tags': TAGS });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.type($.getByLabelText('Destination URL'), 'https://example.com/x');
    const toggle = $.getByRole('button', { name: 'Advanced' });
    await user.click(toggle);
    await user.type($.getByLabelText('Valid from'), '2030-02-01T00:00');
    await user.type($.getByLabelText('Expires at'), '2030-01-01T00:00');
    await user.type($.getByLabelText('Visit limit'), '1.5');
    await user.click(toggle);
    await user.click($.getByRole('button', { name: 'Create' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect($.getByLabelText('Expires at')).toHaveAccessibleDescription(
      /The expiry must be after the start\./,
    );
    expect($.getByLabelText('Visit limit')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });

  it("shows the server's refusal on the field it names", async () => {
    const user = userEvent.setup();
    const message = 'Invalid expiredUrl: expected an http or https URL';
    mockApi({ 'GET /api/link/tags': TAGS, 'POST /api/link': fail(422, message) });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.type($.getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('When expired, send to'), 'https://example.com/ok');
    await user.click($.getByRole('button', { name: 'Create' }));
    const field = $.getByLabelText('When expired, send to');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('keeps other refusals as a form message', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/link/tags': TAGS,
      'POST /api/link': fail(409, 'A link with that slug already exists'),
    });
    const dialog = await openCreate();
    await user.type(within(dialog).getByLabelText('Destination URL'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A link with that slug already exists',
    );
    expect(within(dialog).getByRole('button', { name: 'Advanced' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('edits a protected link: shows "Protected" and the used visits, removes the password', async () => {
    const user = userEvent.setup();
    const link = linkFixture({
      hasPassword: true,
      failedPasswordAttempts: 3,
      lastFailedPasswordAt: '2026-11-20T10:15:00.000Z',
      maxVisits: 10,
      usedVisits: 4,
      tags: ['news'],
    });
    const api = mockApi({ 'GET /api/link/tags': TAGS, 'PATCH /api/link': ok(link) });
    const dialog = await openEdit(link);
    const $ = within(dialog);
    // A link with controls opens with them shown.
    expect($.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
    expect($.getByText('Protected')).toBeInTheDocument();
    expect($.getByText(/^3 wrong passwords typed so far, the latest on /)).toBeInTheDocument();
    expect($.getByLabelText('Visit limit')).toHaveValue('10');
    expect($.getByLabelText('Visit limit')).toHaveAccessibleDescription(/Used so far: 4 of 10\./);
    expect($.getByLabelText('New password')).toHaveValue('');
    await user.click($.getByRole('checkbox', { name: 'Remove the password' }));
    expect($.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.clear($.getByLabelText('Visit limit'));
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({
      id: link.id,
      password: null,
      maxVisits: null,
    });
  });

  it('changes the password of a protected link only when one is typed', async () => {
    const user = userEvent.setup();
    const link = linkFixture({ hasPassword: true });
    const api = mockApi({ 'GET /api/link/tags': TAGS, 'PATCH /api/link': ok(link) });
    const dialog = await openEdit(link);
    await user.type(within(dialog).getByLabelText('New password'), 'fresh-one');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({
      id: link.id,
      password: 'fresh-one',
    });
  });

  it('has no serious accessibility violations with everything shown', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/tags': TAGS });
    const link = linkFixture({
      hasPassword: true,
      maxVisits: 3,
      tags: ['news'],
      redirectRules: [
        {
          destination: 'https://m.example.com/',
          conditions: [
            { type: 'device', value: 'ios' },
            { type: 'query-param', key: 'utm', value: 'x' },
          ],
        },
      ],
    });
    const dialog = await openEdit(link);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNoSeriousA11yViolations();
  });
});
