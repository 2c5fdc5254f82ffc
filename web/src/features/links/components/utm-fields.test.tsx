import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { popups } from '@/components/popup/popup-store';
import { mockApi, ok } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { linkFixture } from '../links.fixture';
import type { Link, LinkUtm } from '../types';

const UTM: LinkUtm = {
  source: 'news',
  medium: 'email',
  campaign: null,
  term: null,
  content: null,
  replace: false,
};
const TEMPLATES = ok({
  templates: [
    {
      id: 't1',
      name: 'Newsletter',
      utm: { ...UTM, campaign: 'spring' },
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
});

async function open(link?: Link) {
  renderWithProviders(null);
  if (link) act(() => void popups.open('EditLink', { link }));
  else act(() => void popups.open('CreateLink', { domain: 'https://s.example' }));
  return screen.findByRole('dialog', { name: link ? 'Edit link' : 'Create link' });
}

describe('the Campaign (UTM) fields', () => {
  it('fill from a template, preview the final URL and are sent on create', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/utm-templates': TEMPLATES,
      'POST /api/link': ok(linkFixture()),
    });
    const $ = within(await open());
    await user.type($.getByLabelText('Destination URL'), 'https://e.com/p?utm_source=ads#top');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.selectOptions(await $.findByLabelText('Template'), 't1');
    expect($.getByLabelText('Campaign')).toHaveValue('spring');
    expect(
      $.getByText('https://e.com/p?utm_source=ads&utm_medium=email&utm_campaign=spring#top'),
    ).toBeInTheDocument();
    await user.click($.getByLabelText("Replace the destination's own values"));
    expect(
      $.getByText('https://e.com/p?utm_source=news&utm_medium=email&utm_campaign=spring#top'),
    ).toBeInTheDocument();
    await user.click($.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/link')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/link')[0]?.body).toMatchObject({
      utm: { source: 'news', medium: 'email', campaign: 'spring', replace: true },
    });
  });

  it('refuse a value over 200 characters', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/utm-templates': ok({ templates: [] }) });
    const $ = within(await open());
    await user.type($.getByLabelText('Destination URL'), 'https://e.com/');
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.click($.getByLabelText('Source'));
    await user.paste('x'.repeat(201));
    await user.click($.getByRole('button', { name: 'Create' }));
    expect(
      await $.findByText('At most 200 characters, without control characters.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });

  it('send nothing when unchanged and null when all values are cleared', async () => {
    const user = userEvent.setup();
    const link = linkFixture({ utm: UTM, title: 'x' });
    const api = mockApi({
      'GET /api/utm-templates': ok({ templates: [] }),
      'PATCH /api/link': ok(link),
    });
    const $ = within(await open(link));
    await user.clear($.getByLabelText('Title'));
    await user.click($.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/link')[0]?.body).not.toHaveProperty('utm');

    const again = within(await open(link));
    await user.clear(again.getByLabelText('Source'));
    await user.clear(again.getByLabelText('Medium'));
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/link')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/api/link')[1]?.body).toMatchObject({ utm: null });
  });

  it('save the values as a template', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/utm-templates': ok({ templates: [] }),
      'POST /api/utm-templates': ok({
        id: 't2',
        name: 'Ads',
        utm: UTM,
        createdAt: '',
        updatedAt: '',
      }),
    });
    const $ = within(await open());
    await user.click($.getByRole('button', { name: 'Advanced' }));
    await user.type($.getByLabelText('Source'), 'news');
    await user.type($.getByLabelText('Template name'), 'Ads{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/utm-templates')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/utm-templates')[0]?.body).toEqual({
      name: 'Ads',
      utm: { source: 'news' },
    });
    expect(api.callsTo('POST', '/api/link')).toHaveLength(0);
  });
});
