import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ImportExportCard } from './import-export-card';

afterEach(() => vi.restoreAllMocks());

describe('import', () => {
  it('chooses a service, uploads the file as multipart and shows the server message', async () => {
    const user = userEvent.setup();
    loginAs();
    const api = mockApi({
      'POST /api/import': ok(
        { imported: 3, skipped_existing: 1, skipped_invalid: 0 },
        'Imported 3 / 4 links!',
      ),
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Import links' }));
    const chooser = await screen.findByRole('dialog', { name: 'Import links' });
    await user.click(within(chooser).getByRole('radio', { name: /YOURLS/ }));
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import from YOURLS' });
    const input = within(dialog).getByLabelText('File');
    expect(input).toHaveAttribute('accept', '.csv');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a file to import.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/import')).toHaveLength(0);

    const file = new File(['source,target,hits\na,https://a.example,1\n'], 'links.csv', {
      type: 'text/csv',
    });
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('dialog', { name: 'Import from YOURLS' });
    expect(await within(done).findByRole('status')).toHaveTextContent('Imported 3 / 4 links!');

    const call = api.callsTo('POST', '/api/import')[0]!;
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('service')).toBe('yourls');
    expect((form.get('file') as File).name).toBe('links.csv');
    expect((call.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('imports Dub’s API JSON, whose links keep their own domains', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'admin' }));
    const api = mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture()] }),
      'POST /api/import': ok({ imported: 1, skipped_existing: 0, skipped_invalid: 0 }, ''),
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Import links' }));
    const chooser = await screen.findByRole('dialog', { name: 'Import links' });
    await user.click(within(chooser).getByRole('radio', { name: /Dub/ }));
    expect(
      within(chooser).getByText(
        'The JSON of Dub’s API link list (GET /api/links), its pages joined into one array.',
      ),
    ).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import from Dub' });
    expect(within(dialog).getByLabelText('File')).toHaveAttribute('accept', '.json');
    expect(await within(dialog).findByLabelText('Domain')).toHaveAccessibleDescription(
      'For links the file puts on no domain (or on its default one). Links on a named domain stay on it.',
    );
    expect(within(dialog).getByLabelText('Add missing domains')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), new File(['[]'], 'dub-links.json'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import finished.')).toBeInTheDocument();
    const form = api.callsTo('POST', '/api/import')[0]!.body as FormData;
    expect(form.get('service')).toBe('dub');
  });

  it('shows the server error', async () => {
    const user = userEvent.setup();
    loginAs();
    mockApi({ 'POST /api/import': fail(406, 'Imports are not enabled in demo mode.') });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Import links' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Lynx' });
    expect(within(dialog).getByLabelText('File')).toHaveAttribute('accept', '.json,.csv');
    await user.upload(within(dialog).getByLabelText('File'), new File(['[]'], 'backup.json'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Imports are not enabled in demo mode.',
    );
  });
});

describe('import preview and report', () => {
  const skippedRow = {
    row: 2,
    line: 3,
    slug: 'a b',
    reason: 'invalidSlug',
    message: 'Invalid slug: contains a space',
  };

  it('previews with a dry run, then imports and offers the report', async () => {
    const user = userEvent.setup();
    loginAs();
    const api = mockApi({
      'POST /api/import': (call) =>
        (call.body as FormData).get('dryRun') === 'true'
          ? ok(
              {
                imported: 1,
                skipped_existing: 0,
                skipped_invalid: 1,
                dryRun: true,
                skippedRows: [skippedRow],
                skippedReasons: { invalidSlug: 1 },
              },
              'Dry run: would import 1 / 2 links',
            )
          : ok(
              {
                imported: 1,
                skipped_existing: 0,
                skipped_invalid: 1,
                skippedRows: [skippedRow],
                skippedReasons: { invalidSlug: 1 },
                reportUrl: '/api/import/report/r1',
              },
              'Imported 1 / 2 links!',
            ),
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Import links' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Lynx' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText('Choose a file to import.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('File'), new File(['x'], 'links.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const previewed = await screen.findByRole('dialog', { name: 'Import from Lynx' });
    expect(await within(previewed).findByRole('status')).toHaveTextContent(
      'Dry run: would import 1 / 2 links. Nothing was written yet.',
    );
    const table = within(previewed).getByRole('table', { name: 'Skipped rows and why' });
    expect(within(table).getByText('a b')).toBeInTheDocument();
    expect(within(table).getByText('Invalid slug: contains a space')).toBeInTheDocument();
    expect(within(previewed).getByText(/Would skip 1 row/)).toBeInTheDocument();
    expect(within(previewed).queryByRole('link', { name: /report/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/import')).toHaveLength(1);

    await user.click(within(previewed).getByRole('button', { name: 'Import' }));
    const done = await screen.findByRole('dialog', { name: 'Import from Lynx' });
    expect(await within(done).findByText('Imported 1 / 2 links!')).toBeInTheDocument();
    expect(within(done).getByText(/Skipped 1 row/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Download the report (CSV)' })).toHaveAttribute(
      'href',
      '/api/import/report/r1',
    );
    const calls = api.callsTo('POST', '/api/import');
    expect(calls).toHaveLength(2);
    expect((calls[1]!.body as FormData).get('dryRun')).toBeNull();
  });
});

describe('export', () => {
  it('downloads the chosen format with the server file name', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    loginAs();
    const api = mockApi({
      'GET /api/export': {
        text: 'id,slug\r\n',
        headers: { 'Content-Disposition': 'attachment; filename="export-1234.csv"' },
      },
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Export links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export links' });
    await user.click(within(dialog).getByRole('radio', { name: /CSV/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/api/export')[0]?.query.get('format')).toBe('csv');
    expect(save.mock.calls[0]?.[0]).toBe('export-1234.csv');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server error', async () => {
    const user = userEvent.setup();
    loginAs();
    mockApi({ 'GET /api/export': fail(406, 'Exports are not enabled in demo mode.') });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Export links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export links' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Exports are not enabled in demo mode.',
    );
  });
});
