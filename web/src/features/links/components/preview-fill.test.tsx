import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { applyLanguage } from '@/i18n';
import { fail, mockApi, ok, type MockAnswer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { PageCard } from '../types';

const PAGE: PageCard = {
  title: 'Spring sale',
  description: 'Half off everything',
  image: 'https://shop.example.com/og.png',
  siteName: null,
};
const DOMAINS = ok({
  domains: [{ id: 'default', host: 's.example', displayHost: 's.example', isDefault: true }],
});

async function openCreate(handlers: Parameters<typeof mockApi>[0] = {}, title = 'Create link') {
  const api = mockApi({ 'GET /api/domains': DOMAINS, ...handlers });
  renderWithProviders(null);
  act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  const $ = within(await screen.findByRole('dialog', { name: title }));
  return { api, $, user: userEvent.setup() };
}

describe('Fill from destination', () => {
  it('waits for an http or https destination', async () => {
    const { $, user } = await openCreate();
    await user.click($.getByRole('button', { name: 'Advanced' }));
    const fill = $.getByRole('button', { name: 'Fill from destination' });
    expect(fill).toBeDisabled();
    expect(fill).toHaveAccessibleDescription('Enter an http or https destination URL first.');
    await user.type($.getByLabelText('Destination URL'), 'ftp://shop.example.com/');
    expect(fill).toBeDisabled();
    await user.clear($.getByLabelText('Destination URL'));
    await user.type($.getByLabelText('Destination URL'), 'https://shop.example.com/sale');
    expect(fill).toBeEnabled();
    expect(fill).toHaveAccessibleDescription(
      'Reads the headline, description, image and site name the destination page gives.',
    );
  });

  it('reads the destination and fills the empty fields the page gives', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const { api, $, user } = await openCreate({
      'POST /api/link/page-card': () => new Promise<MockAnswer>((resolve) => (answer = resolve)),
      'POST /api/link': ok(linkFixture()),
    });
    await user.type($.getByLabelText('Destination URL'), ' https://shop.example.com/sale ');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Site name'), 'My shop');
    const fill = $.getByRole('button', { name: 'Fill from destination' });
    await user.click(fill);

    expect(fill).toHaveAttribute('aria-busy', 'true');
    expect(fill).toBeDisabled();
    const group = within($.getByRole('group', { name: 'Preview card' }));
    expect(group.getByRole('status')).toHaveTextContent('Reading the page…');
    expect(api.callsTo('POST', '/api/link/page-card')[0]?.body).toEqual({
      url: 'https://shop.example.com/sale',
    });

    act(() => answer(ok(PAGE)));
    await waitFor(() => expect($.getByLabelText('Headline')).toHaveValue('Spring sale'));
    expect(fill).not.toHaveAttribute('aria-busy');
    expect($.getByLabelText('Description')).toHaveValue('Half off everything');
    expect($.getByLabelText('Image URL')).toHaveValue(PAGE.image);
    // The page gave no site name: what was typed stays, and nobody was asked.
    expect($.getByLabelText('Site name')).toHaveValue('My shop');
    expect(screen.queryByRole('dialog', { name: 'Replace what you typed?' })).toBeNull();
    expect(group.getByRole('status')).toHaveTextContent(
      'Filled from the page: Headline, Description, and Image URL.',
    );

    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toMatchObject({
      preview: { ...PAGE, siteName: 'My shop' },
    });
  });

  it('asks before replacing what was typed, and keeps it when told to', async () => {
    const { $, user } = await openCreate({ 'POST /api/link/page-card': ok(PAGE) });
    await user.type($.getByLabelText('Destination URL'), 'https://shop.example.com/sale');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Headline'), 'My headline');
    await user.click($.getByRole('button', { name: 'Fill from destination' }));

    const ask = await screen.findByRole('dialog', { name: 'Replace what you typed?' });
    expect(ask).toHaveAccessibleDescription(
      /The page gives other values for Headline\. Empty fields are filled either way\./,
    );
    expect(within(ask).getByText('Spring sale')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect($.getByLabelText('Description')).toHaveValue(PAGE.description));
    expect($.getByLabelText('Headline')).toHaveValue('My headline');
    const status = within($.getByRole('group', { name: 'Preview card' })).getByRole('status');
    expect(status).toHaveTextContent(
      'Filled from the page: Description and Image URL. Kept what you typed: Headline.',
    );

    await user.click($.getByRole('button', { name: 'Fill from destination' }));
    const again = await screen.findByRole('dialog', { name: 'Replace what you typed?' });
    await user.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect($.getByLabelText('Headline')).toHaveValue('Spring sale'));
    expect(status).toHaveTextContent('Filled from the page: Headline.');

    await user.click($.getByRole('button', { name: 'Fill from destination' }));
    await waitFor(() => expect(status).toHaveTextContent('The card already matches the page.'));
  });

  it('says so when the page gives nothing', async () => {
    const nothing = { title: null, description: null, image: null, siteName: null };
    const { $, user } = await openCreate({ 'POST /api/link/page-card': ok(nothing) });
    await user.type($.getByLabelText('Destination URL'), 'https://shop.example.com/');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.click($.getByRole('button', { name: 'Fill from destination' }));
    const group = within($.getByRole('group', { name: 'Preview card' }));
    await waitFor(() =>
      expect(group.getByRole('status')).toHaveTextContent(
        'The page gives no headline, description, image or site name.',
      ),
    );
    expect($.getByLabelText('Headline')).toHaveValue('');
  });

  it('shows the refusal next to the button and fills nothing', async () => {
    const { $, user } = await openCreate({
      'POST /api/link/page-card': fail(422, 'Could not read the page: the page answered 404'),
    });
    await user.type($.getByLabelText('Destination URL'), 'https://shop.example.com/gone');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.click($.getByRole('button', { name: 'Fill from destination' }));
    const group = within($.getByRole('group', { name: 'Preview card' }));
    expect(await group.findByRole('alert')).toHaveTextContent(
      'Could not read the page: the page answered 404',
    );
    expect($.getByLabelText('Headline')).toHaveValue('');
    expect($.getByRole('button', { name: 'Fill from destination' })).toBeEnabled();
  });

  it('translates the refusal’s sentence, keeping the server’s reason', async () => {
    await applyLanguage('fr');
    const { $, user } = await openCreate(
      {
        'POST /api/link/page-card': fail(
          422,
          'Could not read the page: the address is not a web page (its type is application/json)',
        ),
      },
      'Créer un lien',
    );
    await user.type($.getByLabelText('URL de destination'), 'https://api.example.com/');
    await user.click($.getByRole('button', { name: 'Options avancées' }));
    await user.click($.getByRole('button', { name: 'Remplir depuis la destination' }));
    // Exact text: toHaveTextContent would fold the narrow no-break space before the colon.
    expect((await $.findByRole('alert')).textContent).toBe(
      'Impossible de lire la page\u202f: the address is not a web page (its type is application/json)',
    );
  });
});
