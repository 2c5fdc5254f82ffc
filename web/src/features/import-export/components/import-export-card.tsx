// Settings: import links from Lynx, Shlink or YOURLS, and export them.
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';

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
      <p className="muted">Bring links over from Lynx, Shlink or YOURLS, or download yours.</p>
      <div className="card__actions">
        <Button onClick={() => void startImport()}>Import links</Button>
        <Button onClick={() => void popups.open('Export')}>Export links</Button>
      </div>
    </section>
  );
}
