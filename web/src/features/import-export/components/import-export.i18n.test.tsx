// Import and export in other languages: the card, the popups, what an import reports (with its
// counts formatted in the interface language) and the export's toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import * as download from '@/lib/download';
import { defaultDomainFixture, domainFixture } from '@/lib/domains/domains.fixture';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, renderWithProviders, testAccount } from '@/testing/test-utils';
import { ImportExportCard } from './import-export-card';

afterEach(() => vi.restoreAllMocks());

const skippedRow = {
  row: 2,
  line: 3,
  slug: 'a b',
  reason: 'invalidSlug',
  message: 'Invalid slug: contains a space',
};

describe('ImportExportCard in other languages', () => {
  it('introduces the services in French, keeping their names', async () => {
    await applyLanguage('fr');
    renderWithProviders(<ImportExportCard />);
    expect(screen.getByRole('heading', { name: 'Import et export' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Importez vos liens depuis Lynx, Shlink, YOURLS, Kutt, Bitly, Sink, Chhoto URL, Polr, Dub. Téléchargez les vôtres au format JSON ou CSV.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer des liens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter les liens' })).toBeInTheDocument();
  });

  it('previews an import in German, with German counts and domain summary', async () => {
    const user = userEvent.setup();
    loginAs(testAccount({ role: 'admin' }));
    await applyLanguage('de');
    mockApi({
      'GET /api/domains': ok({ domains: [defaultDomainFixture(), domainFixture()] }),
      'POST /api/import': ok(
        {
          imported: 1,
          skipped_existing: 1200,
          skipped_invalid: 1,
          dryRun: true,
          skippedRows: [skippedRow],
          domainsCreated: ['new.example', 'other.example'],
        },
        '',
      ),
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Links importieren' }));
    const chooser = await screen.findByRole('dialog', { name: 'Links importieren' });
    expect(within(chooser).getByText('Aus welchem Dienst stammt die Datei?')).toBeInTheDocument();
    await user.click(within(chooser).getByRole('radio', { name: /Shlink/ }));
    expect(
      within(chooser).getByText(
        'Ein CSV-Export aus Shlink (shortUrl, longUrl, createdAt, visits).',
      ),
    ).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'Weiter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import aus Shlink' });
    expect(await within(dialog).findByLabelText('Domain')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fehlende Domains hinzufügen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    expect(
      within(dialog).getByText('Wählen Sie eine Datei zum Importieren aus.'),
    ).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Datei'), new File(['x'], 'links.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));

    const previewed = await screen.findByRole('dialog', { name: 'Import aus Shlink' });
    expect(await within(previewed).findByRole('status')).toHaveTextContent(
      'Probelauf abgeschlossen. Es wurde noch nichts gespeichert.',
    );
    expect(within(previewed).getByText('new.example, other.example').tagName).toBe('STRONG');
    expect(within(previewed).getByText(/Die Domains/)).toHaveTextContent(
      'Die Domains new.example, other.example würden hinzugefügt.',
    );
    expect(
      within(previewed).getByText(
        '1.201 Zeilen würden übersprungen: 1.200 bereits vorhanden, 1 ungültig.',
      ),
    ).toBeInTheDocument();
    const table = within(previewed).getByRole('table', { name: 'Übersprungene Zeilen und Gründe' });
    expect(within(table).getByRole('columnheader', { name: 'Kürzel' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Grund' })).toBeInTheDocument();
    expect(within(previewed).getByText('1.200 weitere nicht angezeigt.')).toBeInTheDocument();
    expect(within(previewed).getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(within(previewed).getByRole('button', { name: 'Importieren' })).toBeInTheDocument();
  });

  it('reports a finished import in Spanish', async () => {
    const user = userEvent.setup();
    loginAs();
    await applyLanguage('es');
    mockApi({
      'POST /api/import': ok(
        {
          imported: 0,
          skipped_existing: 0,
          skipped_invalid: 1,
          skippedRows: [skippedRow],
          unknownDomains: ['elsewhere.example'],
          reportUrl: '/api/import/report/r1',
        },
        '',
      ),
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: 'Importar enlaces' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar desde Lynx' });
    await user.upload(within(dialog).getByLabelText('Archivo'), new File(['[]'], 'backup.json'));
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const done = await screen.findByRole('dialog', { name: 'Importar desde Lynx' });
    expect(await within(done).findByText('Importación terminada.')).toBeInTheDocument();
    expect(within(done).getByText('elsewhere.example').parentElement).toHaveTextContent(
      'Se omitieron las filas de un dominio que no existe aquí: elsewhere.example.',
    );
    expect(
      within(done).getByText('Se omitió 1 fila (ya existentes: 0; no válidas: 1).'),
    ).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Descargar el informe (CSV)' })).toHaveAttribute(
      'href',
      '/api/import/report/r1',
    );
    expect(within(done).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
  });

  it('exports in Chinese and confirms the download', async () => {
    const user = userEvent.setup();
    vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    loginAs();
    await applyLanguage('zh-CN');
    mockApi({
      'GET /api/export': {
        text: '[]',
        headers: { 'Content-Disposition': 'attachment; filename="export-1.json"' },
      },
    });
    renderWithProviders(<ImportExportCard />);
    await user.click(screen.getByRole('button', { name: '导出链接' }));
    const dialog = await screen.findByRole('dialog', { name: '导出链接' });
    expect(within(dialog).getByRole('group', { name: '格式' })).toBeInTheDocument();
    expect(within(dialog).getByText('Lynx 格式，可再次导入。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(await screen.findByText('已下载 export-1.json')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
