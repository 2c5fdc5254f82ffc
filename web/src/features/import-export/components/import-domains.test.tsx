import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ImportExportCard } from './import-export-card';

const domains = [defaultDomainFixture(), domainFixture()];

async function openImport(label: RegExp, title: string) {
  const user = userEvent.setup();
  renderWithProviders(<ImportExportCard />);
  await user.click(screen.getByRole('button', { name: 'Import links' }));
  const chooser = await screen.findByRole('dialog', { name: 'Import links' });
  await user.click(within(chooser).getByRole('radio', { name: label }));
  await user.click(within(chooser).getByRole('button', { name: 'Next' }));
  return { user, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('import to several domains', () => {
  it('sends the chosen domain and createDomains, and shows the domains the preview would add', async () => {
    loginAs(testAccount({ role: 'admin' }));
    const api = mockApi({
      'GET /api/domains': ok({ domains }),
      'POST /api/import': ok(
        {
          imported: 2,
          skipped_existing: 1,
          skipped_invalid: 0,
          dryRun: true,
          domainsCreated: ['new.example'],
          skippedRows: [
            {
              row: 3,
              line: 4,
              slug: 'promo',
              domain: 'go.example',
              reason: 'slugTaken',
              message: 'A link with this slug exists already',
            },
          ],
          skippedReasons: { slugTaken: 1 },
        },
        'Dry run: would import 2 / 3 links',
      ),
    });
    const { user, dialog } = await openImport(/Shlink/, 'Import from Shlink');
    await user.selectOptions(await within(dialog).findByLabelText('Domain'), 'go.example');
    await user.click(within(dialog).getByLabelText('Add missing domains'));
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'short_urls.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const previewed = await screen.findByRole('dialog', { name: 'Import from Shlink' });
    expect(await within(previewed).findByText('new.example')).toBeInTheDocument();
    expect(within(previewed).getByText(/Would add the domain/)).toBeInTheDocument();
    const table = within(previewed).getByRole('table', { name: 'Skipped rows and why' });
    expect(within(table).getByRole('columnheader', { name: 'Domain' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'go.example' })).toBeInTheDocument();

    const form = api.callsTo('POST', '/api/import')[0]!.body as FormData;
    expect(form.get('domain')).toBe('go.example');
    expect(form.get('createDomains')).toBe('true');
    expect(form.get('dryRun')).toBe('true');
  });

  it('sends neither field on the default domain, and offers no domain creation to standard accounts', async () => {
    loginAs(testAccount({ role: 'standard' }));
    const api = mockApi({
      // A standard account's own links go on the domains open to standard accounts.
      'GET /api/domains': ok({
        domains: [defaultDomainFixture(), domainFixture({ standardMayCreate: true })],
      }),
      'POST /api/import': ok(
        {
          imported: 0,
          skipped_existing: 0,
          skipped_invalid: 1,
          unknownDomains: ['elsewhere.example'],
        },
        'Imported 0 / 1 links!',
      ),
    });
    const { user, dialog } = await openImport(/Shlink/, 'Import from Shlink');
    expect(await within(dialog).findByLabelText('Domain')).toHaveValue('');
    expect(within(dialog).queryByLabelText('Add missing domains')).toBeNull();
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'short_urls.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const done = await screen.findByRole('dialog', { name: 'Import from Shlink' });
    expect(await within(done).findByText('elsewhere.example')).toBeInTheDocument();
    expect(
      within(done).getByText(/Skipped the rows on a domain that does not exist here/),
    ).toBeInTheDocument();
    const form = api.callsTo('POST', '/api/import')[0]!.body as FormData;
    expect(form.get('domain')).toBeNull();
    expect(form.get('createDomains')).toBeNull();
  });

  it('hides the domain choice when the default domain is the only one', async () => {
    loginAs(testAccount({ role: 'owner' }));
    const api = mockApi({ 'GET /api/domains': ok({ domains: [defaultDomainFixture()] }) });
    const { dialog } = await openImport(/YOURLS/, 'Import from YOURLS');
    // The answer is in before the picker's absence is checked.
    await waitFor(() => expect(api.callsTo('GET', '/api/domains')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(dialog).queryByLabelText('Domain')).toBeNull();
    // YOURLS files name no domains: nothing to add.
    expect(within(dialog).queryByLabelText('Add missing domains')).toBeNull();
  });
});
