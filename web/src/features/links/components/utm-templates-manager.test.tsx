import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import type { UtmTemplate } from '../types';

const template = (id: string, name: string): UtmTemplate => ({
  id,
  name,
  utm: {
    source: 'news',
    medium: 'email',
    campaign: null,
    term: null,
    content: null,
    replace: false,
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** A server holding `templates`: the list answers what the other calls left. */
function templatesApi(
  templates: UtmTemplate[],
  handlers: Parameters<typeof mockApi>[0] = {},
): ReturnType<typeof mockApi> {
  return mockApi({ 'GET /api/utm-templates': () => ok({ templates }), ...handlers });
}

/** The Create link popup with its Advanced section and the template manager open. */
async function openManager() {
  const user = userEvent.setup();
  renderWithProviders(null);
  act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  const $ = within(await screen.findByRole('dialog', { name: 'Create link' }));
  await user.click($.getByRole('button', { name: 'Advanced' }));
  await user.click(await $.findByRole('button', { name: 'Manage templates' }));
  return { user, $, list: within($.getByRole('list', { name: 'Saved templates' })) };
}

describe('managing UTM templates beside the picker', () => {
  it('renames a template in place, without submitting the link', async () => {
    const templates = [template('t1', 'Newsletter'), template('t2', 'Ads')];
    const api = templatesApi(templates, {
      'PATCH /api/utm-templates/t1': ({ body }) => {
        templates[0] = { ...templates[0]!, name: (body as { name: string }).name };
        return ok(templates[0]);
      },
    });
    const { user, $, list } = await openManager();
    expect($.getByRole('button', { name: 'Manage templates' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(list.getByRole('button', { name: 'Rename Newsletter' }));
    const field = list.getByLabelText('New name for Newsletter');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Spring letter {Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/utm-templates/t1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/utm-templates/t1')[0]?.body).toEqual({
      name: 'Spring letter',
    });
    expect(await screen.findByText('Template renamed to “Spring letter”.')).toBeInTheDocument();
    // The list and the picker read the new name; the link was not sent.
    expect(await list.findByText('Spring letter')).toBeInTheDocument();
    expect($.getByRole('option', { name: 'Spring letter' })).toBeInTheDocument();
    expect(list.queryByLabelText(/^New name for/)).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });

  it('deletes a template after a confirmation, and keeps it when cancelled', async () => {
    let templates = [template('t1', 'Newsletter'), template('t2', 'Ads')];
    const api = templatesApi([], {
      'GET /api/utm-templates': () => ok({ templates }),
      'DELETE /api/utm-templates/t2': () => {
        const gone = templates[1]!;
        templates = templates.filter((tpl) => tpl.id !== 't2');
        return ok(gone);
      },
    });
    const { user, $, list } = await openManager();

    await user.click(list.getByRole('button', { name: 'Delete Ads' }));
    const cancel = await screen.findByRole('dialog', { name: 'Delete the template “Ads”?' });
    expect(cancel).toHaveTextContent('Links filled from it keep their campaign values.');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/utm-templates/t2')).toHaveLength(0);

    await user.click(list.getByRole('button', { name: 'Delete Ads' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the template “Ads”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/utm-templates/t2')).toHaveLength(1));
    expect(await screen.findByText('Template “Ads” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(list.queryByText('Ads')).not.toBeInTheDocument());
    expect($.queryByRole('option', { name: 'Ads' })).not.toBeInTheDocument();
    expect(list.getByText('Newsletter')).toBeInTheDocument();
  });

  it('shows the server’s refusal: a name in use at the field, a failed delete below the list', async () => {
    const api = templatesApi([template('t1', 'Newsletter'), template('t2', 'Ads')], {
      'PATCH /api/utm-templates/t1': fail(409, 'You have a template with that name already'),
      'DELETE /api/utm-templates/t2': fail(404, 'A template with that id does not exist'),
    });
    const { user, list } = await openManager();
    await user.click(list.getByRole('button', { name: 'Rename Newsletter' }));
    const field = list.getByLabelText('New name for Newsletter');
    await user.clear(field);
    await user.click(list.getByRole('button', { name: 'Rename' }));
    expect(field).toHaveAccessibleDescription('Enter a name.');
    expect(api.callsTo('PATCH', '/api/utm-templates/t1')).toHaveLength(0);

    await user.type(field, 'Ads');
    await user.click(list.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('You have a template with that name already'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Ads');
    await expectNoSeriousA11yViolations();

    await user.click(list.getByRole('button', { name: 'Cancel' }));
    await user.click(list.getByRole('button', { name: 'Delete Ads' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the template “Ads”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A template with that id does not exist',
    );
    expect(list.getByText('Ads')).toBeInTheDocument();
  });
});
