import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link, LinkPreview } from '../types';

const CARD: LinkPreview = {
  title: 'Spring sale',
  description: 'Half off everything',
  image: 'https://cdn.example.com/sale.png',
  siteName: 'Shop',
};
const CARD_LABEL = 'Preview card as chat apps show it';
const DOMAINS = ok({
  domains: [{ id: 'default', host: 's.example', displayHost: 's.example', isDefault: true }],
});

async function open(link?: Link) {
  renderWithProviders(null);
  if (link) act(() => void popups.open('EditLink', { link }));
  else act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  return screen.findByRole('dialog', { name: link ? 'Edit link' : 'Create link' });
}

describe('the Preview card fields', () => {
  it('draw the card as it is typed and send it on create', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/domains': DOMAINS, 'POST /api/link': ok(linkFixture()) });
    const $ = within(await open());
    await user.type($.getByLabelText('Destination URL'), 'https://shop.example.com/sale');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    expect($.queryByRole('figure', { name: CARD_LABEL })).toBeNull();
    await user.type($.getByLabelText('Headline'), 'Spring <sale>');
    const card = within($.getByRole('figure', { name: CARD_LABEL }));
    expect(card.getByText('Spring <sale>')).toBeInTheDocument();
    // No site name: the short link's host.
    expect(await card.findByText('s.example')).toBeInTheDocument();
    await user.type($.getByLabelText('Description'), 'Half off{Enter}this week');
    expect(card.getByText(/Half off\s+this week/)).toBeInTheDocument();
    await user.type($.getByLabelText('Site name'), 'Shop');
    expect(card.getByText('Shop')).toBeInTheDocument();
    await user.type($.getByLabelText('Image URL'), CARD.image!);
    await waitFor(() => expect(card.getByRole('presentation')).toHaveAttribute('src', CARD.image));
    await expectNoSeriousA11yViolations(document.body);
    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toMatchObject({
      preview: { ...CARD, title: 'Spring <sale>', description: 'Half off\nthis week' },
    });
  });

  it('refuse a card without a headline, next to the field', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/domains': DOMAINS });
    const $ = within(await open());
    await user.type($.getByLabelText('Destination URL'), 'https://e.com/');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Image URL'), 'ftp://cdn.example.com/a.png');
    await user.click($.getByRole('button', { name: 'Create' }));
    const headline = $.getByLabelText('Headline');
    await waitFor(() => expect(headline).toHaveAttribute('aria-invalid', 'true'));
    expect(headline).toHaveAccessibleDescription(
      'Enter a headline: a card with other fields needs one.',
    );
    expect($.getByLabelText('Image URL')).toHaveAccessibleDescription(
      /Enter a full image URL starting with http:\/\/ or https:\/\//,
    );
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });

  it('open an edit with the link’s card, keep it when untouched and remove it when emptied', async () => {
    const user = userEvent.setup();
    const link = linkFixture({ preview: CARD });
    const api = mockApi({ 'GET /api/domains': DOMAINS, 'PATCH /api/link': ok(link) });
    const $ = within(await open(link));
    // A card is a control: the Advanced section opens with it.
    expect($.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
    expect($.getByLabelText('Headline')).toHaveValue('Spring sale');
    const card = within($.getByRole('figure', { name: CARD_LABEL }));
    expect(card.getByText('Half off everything')).toBeInTheDocument();
    expect(card.getByRole('presentation')).toHaveAttribute('src', CARD.image);
    await user.type($.getByLabelText('Notes'), 'n');
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).not.toHaveProperty('preview');

    const again = within(await open(link));
    for (const label of ['Headline', 'Description', 'Image URL', 'Site name']) {
      await user.clear(again.getByLabelText(label));
    }
    expect(again.queryByRole('figure', { name: CARD_LABEL })).toBeNull();
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/api/link')[1]?.body).toMatchObject({ preview: null });
  });

  it("show the server's refusal on the card's fields", async () => {
    const user = userEvent.setup();
    const message =
      'Invalid preview: a title of 1 to 300 characters, a description of at most 1000, an image as an http or https URL of at most 2048 characters and a siteName of at most 100, without control characters';
    mockApi({ 'GET /api/domains': DOMAINS, 'POST /api/link': fail(422, message) });
    const $ = within(await open());
    await user.type($.getByLabelText('Destination URL'), 'https://e.com/');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Headline'), 'Sale');
    await user.click($.getByRole('button', { name: 'Create' }));
    const group = await $.findByRole('group', { name: 'Preview card' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(new RegExp(message)));
    expect($.queryByRole('alert')).toBeNull();
    await waitFor(() => expect($.getByLabelText('Headline')).toHaveFocus());
  });
});
