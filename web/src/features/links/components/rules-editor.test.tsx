import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link } from '../types';

const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });
const condition = (r: number, c: number) =>
  within(rule(r)).getByRole('group', { name: `Condition ${c} of rule ${r}` });

async function openCreate() {
  renderWithProviders(null);
  act(() => void popups.open('CreateLink'));
  const dialog = await screen.findByRole('dialog', { name: 'Create link' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Advanced' }));
  return dialog;
}

async function openEdit(link: Link) {
  renderWithProviders(null);
  act(() => void popups.open('EditLink', { link }));
  return screen.findByRole('dialog', { name: 'Edit link' });
}

describe('the redirect rules editor', () => {
  it('builds an ordered list of rules with their conditions', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/link/tags': ok({ tags: [] }),
      'POST /api/link': ok(linkFixture()),
    });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.type($.getByLabelText('Destination URL'), 'https://example.com/');
    expect($.getByText('No rules.')).toBeInTheDocument();

    // Rule 1: phones (the new condition starts as "Device: phone or tablet").
    await user.click($.getByRole('button', { name: 'Add rule' }));
    await user.type(within(rule(1)).getByLabelText('Send to'), 'https://m.example.com/');
    expect(within(condition(1, 1)).getByLabelText('Device')).toHaveValue('mobile');

    // Rule 2: German speakers coming from a newsletter.
    await user.click($.getByRole('button', { name: 'Add rule' }));
    await user.type(within(rule(2)).getByLabelText('Send to'), 'https://de.example.com/');
    await user.selectOptions(within(condition(2, 1)).getByLabelText('If'), 'language');
    await user.type(within(condition(2, 1)).getByLabelText('Language'), 'de');
    await user.click($.getByRole('button', { name: 'Add a condition to rule 2' }));
    await user.selectOptions(within(condition(2, 2)).getByLabelText('If'), 'query-param');
    await user.type(within(condition(2, 2)).getByLabelText('Parameter'), 'utm_source');
    await user.type(within(condition(2, 2)).getByLabelText('Value'), 'newsletter');
    await user.click($.getByRole('button', { name: 'Add a condition to rule 2' }));
    await user.selectOptions(within(condition(2, 3)).getByLabelText('If'), 'after-date');
    await user.type(within(condition(2, 3)).getByLabelText('Date'), '2030-05-01T08:00');

    // Rule 3, then removed again; a condition of rule 2 removed.
    await user.click($.getByRole('button', { name: 'Add rule' }));
    await user.click($.getByRole('button', { name: 'Remove rule 3' }));
    expect(screen.queryByRole('group', { name: 'Rule 3' })).not.toBeInTheDocument();
    await user.click($.getByRole('button', { name: 'Add a condition to rule 2' }));
    await user.click($.getByRole('button', { name: 'Remove condition 4 of rule 2' }));

    // Rule 2 first: the order is the order of evaluation.
    expect($.getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
    await user.click($.getByRole('button', { name: 'Move rule 2 up' }));
    expect(within(rule(1)).getByLabelText('Send to')).toHaveValue('https://de.example.com/');
    expect($.getByRole('button', { name: 'Move rule 2 down' })).toBeDisabled();

    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toEqual({
      destination: 'https://example.com/',
      redirectRules: [
        {
          destination: 'https://de.example.com/',
          conditions: [
            { type: 'language', value: 'de' },
            { type: 'query-param', key: 'utm_source', value: 'newsletter' },
            { type: 'after-date', value: new Date('2030-05-01T08:00').toISOString() },
          ],
        },
        {
          destination: 'https://m.example.com/',
          conditions: [{ type: 'device', value: 'mobile' }],
        },
      ],
    });
  });

  it('shows what is missing on the field before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/link/tags': ok({ tags: [] }) });
    const dialog = await openCreate();
    const $ = within(dialog);
    await user.type($.getByLabelText('Destination URL'), 'https://example.com/');
    await user.click($.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(within(condition(1, 1)).getByLabelText('If'), 'country');
    await user.type(within(condition(1, 1)).getByLabelText('Country code'), 'Germany');
    await user.click($.getByRole('button', { name: 'Add rule' }));
    await user.type(within(rule(2)).getByLabelText('Send to'), 'https://two.example/');
    await user.click($.getByRole('button', { name: 'Remove condition 1 of rule 2' }));
    await user.click($.getByRole('button', { name: 'Create' }));
    expect(within(rule(1)).getByLabelText('Send to')).toHaveAccessibleDescription(
      'Enter the destination URL.',
    );
    expect(within(condition(1, 1)).getByLabelText('Country code')).toHaveAccessibleDescription(
      'Enter a two-letter country code such as DE.',
    );
    expect(within(rule(2)).getByText('Add at least one condition.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });

  it("edits a link's rules and shows the server's message on the rule it names", async () => {
    const user = userEvent.setup();
    const message =
      'Invalid redirectRules: rule 2 has a condition without a valid key or value (device: desktop, mobile, android or ios)';
    const link = linkFixture({
      redirectRules: [
        { destination: 'https://a.example/', conditions: [{ type: 'device', value: 'android' }] },
        {
          destination: 'https://b.example/',
          conditions: [{ type: 'query-param-present', key: 'ref' }],
        },
      ],
    });
    const api = mockApi({
      'GET /api/link/tags': ok({ tags: [] }),
      'PATCH /api/link': fail(422, message),
    });
    const dialog = await openEdit(link);
    const $ = within(dialog);
    expect(within(condition(1, 1)).getByLabelText('Device')).toHaveValue('android');
    expect(within(condition(2, 1)).getByLabelText('Parameter')).toHaveValue('ref');
    await user.click($.getByRole('button', { name: 'Move rule 2 up' }));
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({
      id: link.id,
      redirectRules: [
        {
          destination: 'https://b.example/',
          conditions: [{ type: 'query-param-present', key: 'ref' }],
        },
        { destination: 'https://a.example/', conditions: [{ type: 'device', value: 'android' }] },
      ],
    });
    expect(await within(rule(2)).findByRole('alert')).toHaveTextContent(message);
    expect(rule(2)).toHaveAccessibleDescription(message);
    expect(within(rule(1)).queryByRole('alert')).not.toBeInTheDocument();
    // Removing every rule sends an empty list.
    api.calls.length = 0;
    await user.click($.getByRole('button', { name: 'Remove rule 2' }));
    await user.click($.getByRole('button', { name: 'Remove rule 1' }));
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).toEqual({ id: link.id, redirectRules: [] });
  });

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/link/tags': ok({ tags: [] }) });
    const dialog = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a condition to rule 1' }));
    await user.selectOptions(within(condition(1, 2)).getByLabelText('If'), 'query-param');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expectNoSeriousA11yViolations();
  });
});
