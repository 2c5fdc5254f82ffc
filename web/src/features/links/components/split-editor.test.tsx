import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link, LinkSplit } from '../types';
import { LinkStatus } from './link-status';

const SPLIT: LinkSplit = {
  variants: [
    { destination: 'https://a.example/x', weight: 50 },
    { destination: 'https://b.example/y', weight: 150 },
  ],
  cookie: false,
};

/** Opens the Create link popup, or Edit link for `link`, in an app rendered once per test. */
async function open(link?: Link) {
  const user = userEvent.setup();
  if (!document.querySelector('[data-testid="app"]')) {
    renderWithProviders(<span data-testid="app" />);
  }
  if (link) act(() => void popups.open('EditLink', { link }));
  else act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  const $ = within(await screen.findByRole('dialog', { name: link ? 'Edit link' : 'Create link' }));
  return { user, $ };
}

/** The fieldset of variant `number` (from 1) in the one open popup. */
const variant = (number: number) =>
  within(screen.getByRole('group', { name: `Variant ${number}` }));

describe('the A/B split editor', () => {
  it('starts folded, adds a split from the link’s destination and sends it on create', async () => {
    const api = mockApi({ 'POST /api/link': ok(linkFixture()) });
    const { user, $ } = await open();
    await user.type($.getByLabelText('Destination URL'), 'https://a.example/x');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    const toggle = $.getByRole('button', { name: 'A/B split' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect($.queryByRole('button', { name: 'Add a split' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click($.getByRole('button', { name: 'Add a split' }));
    expect(variant(1).getByLabelText('Send to')).toHaveValue('https://a.example/x');
    await waitFor(() => expect(variant(2).getByLabelText('Send to')).toHaveFocus());
    await user.type(variant(2).getByLabelText('Send to'), 'https://b.example/y');
    // Two variants at 50: half each, said beside each weight.
    expect(variant(1).getByLabelText('Weight')).toHaveAccessibleDescription('Share: 50%');
    expect($.getByRole('button', { name: 'Remove variant 1' })).toBeDisabled();

    await user.clear(variant(2).getByLabelText('Weight'));
    await user.type(variant(2).getByLabelText('Weight'), '150');
    expect(variant(1).getByLabelText('Weight')).toHaveAccessibleDescription('Share: 25%');
    expect(variant(2).getByLabelText('Weight')).toHaveAccessibleDescription('Share: 75%');

    await user.click($.getByRole('button', { name: 'Add a variant' }));
    expect(variant(3).getByLabelText('Weight')).toHaveAccessibleDescription('Share: 20%');
    expect(variant(2).getByLabelText('Weight')).toHaveAccessibleDescription('Share: 60%');
    await user.click($.getByRole('button', { name: 'Remove variant 3' }));
    expect($.queryByRole('group', { name: 'Variant 3' })).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent('2 variants');

    await user.click(
      $.getByLabelText('Also remember each visitor’s variant in a cookie, for 30 days'),
    );
    await expectNoSeriousA11yViolations();
    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toEqual({
      destination: 'https://a.example/x',
      split: { ...SPLIT, cookie: true },
    });
  });

  it('checks each variant as the server does before sending', async () => {
    const api = mockApi({ 'POST /api/link': ok(linkFixture()) });
    const { user, $ } = await open();
    await user.type($.getByLabelText('Destination URL'), 'https://a.example/x');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.click($.getByRole('button', { name: 'A/B split' }));
    await user.click($.getByRole('button', { name: 'Add a split' }));
    await user.clear(variant(1).getByLabelText('Weight'));
    await user.type(variant(1).getByLabelText('Weight'), '1001');
    await user.click($.getByRole('button', { name: 'Add a variant' }));
    await user.type(variant(3).getByLabelText('Send to'), 'https://a.example/x');
    await user.click($.getByRole('button', { name: 'Create' }));

    expect(variant(1).getByLabelText('Weight')).toHaveAccessibleDescription(
      'Share: — Enter a whole number from 1 to 1000.',
    );
    expect(variant(2).getByLabelText('Send to')).toHaveAccessibleDescription(
      'Enter the destination URL.',
    );
    expect(variant(3).getByLabelText('Send to')).toHaveAccessibleDescription(
      'Another variant already sends visitors to this URL.',
    );
    expect(variant(1).getByLabelText('Send to')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);

    // Eight variants at most.
    for (let i = 0; i < 5; i += 1) {
      await user.click($.getByRole('button', { name: 'Add a variant' }));
    }
    expect($.getByRole('group', { name: 'Variant 8' })).toBeInTheDocument();
    expect($.getByRole('button', { name: 'Add a variant' })).toBeDisabled();
  });

  it('leaves an untouched split out of an edit, sends a changed one whole and null once removed', async () => {
    const link = linkFixture({ split: SPLIT });
    const api = mockApi({ 'PATCH /api/link': ok(link) });

    // A link with a split opens with its Advanced section and its split shown.
    let { user, $ } = await open(link);
    expect($.getByRole('button', { name: /^A\/B split/ })).toHaveAttribute('aria-expanded', 'true');
    await user.type($.getByLabelText('Title'), 'Spring');
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({ id: link.id, title: 'Spring' });

    ({ user, $ } = await open(link));
    await user.clear(variant(1).getByLabelText('Weight'));
    await user.type(variant(1).getByLabelText('Weight'), '100');
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/api/link')[1]?.body).toEqual({
      id: link.id,
      split: {
        variants: [
          { destination: 'https://a.example/x', weight: 100 },
          { destination: 'https://b.example/y', weight: 150 },
        ],
        cookie: false,
      },
    });

    ({ user, $ } = await open(link));
    await user.click($.getByRole('button', { name: 'Remove the split' }));
    expect(
      $.getByText('No split: visitors that match no rule go to the link’s destination.'),
    ).toBeInTheDocument();
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(3));
    expect(api.callsTo('PATCH', '/api/link')[2]?.body).toEqual({ id: link.id, split: null });
  });

  it('puts the server’s refusal of a variant on that variant’s field', async () => {
    const link = linkFixture({ split: SPLIT });
    mockApi({
      'PATCH /api/link': fail(422, 'Invalid split: variant 2 needs a weight from 1 to 1000'),
    });
    const { user, $ } = await open(link);
    await user.clear(variant(1).getByLabelText('Weight'));
    await user.type(variant(1).getByLabelText('Weight'), '10');
    await user.click($.getByRole('button', { name: 'Save' }));
    const weight = variant(2).getByLabelText('Weight');
    await waitFor(() =>
      expect(weight).toHaveAccessibleDescription(
        'Share: 93.8% Invalid split: variant 2 needs a weight from 1 to 1000',
      ),
    );
    await waitFor(() => expect(weight).toHaveFocus());
  });
});

describe('the link list', () => {
  it('marks a link that has a split', () => {
    renderWithProviders(<LinkStatus link={linkFixture({ split: SPLIT })} />);
    const icon = screen.getByRole('img', { name: 'A/B split between 2 destinations' });
    expect(icon).toHaveAttribute(
      'title',
      'Split between: https://a.example/x, https://b.example/y',
    );
  });
});
