// Settings: import links from every service the server reads, and export them.
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { IMPORT_SERVICES } from '../types';

// Named from the list the import popup offers, so a new importer cannot be left out here.
const SOURCES = IMPORT_SERVICES.map((service) => service.label).join(', ');

export async function startImport(): Promise<void> {
  const service = await popups.open('Import-Service');
  if (service) await popups.open('Import', { service });
}

export function ImportExportCard() {
  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading" className="card__title">
        Import and export
      </h2>
      <p className="muted">
        Bring links over from any of {SOURCES}. Download yours as JSON or CSV.
      </p>
      <div className="card__actions">
        <Button onClick={() => void startImport()}>Import links</Button>
        <Button onClick={() => void popups.open('Export')}>Export links</Button>
      </div>
    </section>
  );
}
