// Settings: import links from every service the server reads, and export them.
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { IMPORT_SERVICES } from '../types';

// Named from the list the import popup offers, so a new importer cannot be left out here
// (product names: the same in every language).
const SOURCES = IMPORT_SERVICES.map((service) => service.label).join(', ');

export async function startImport(): Promise<void> {
  const service = await popups.open('Import-Service');
  if (service) await popups.open('Import', { service });
}

export function ImportExportCard() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading" className="card__title">
        {t('importExport.card.title')}
      </h2>
      <p className="muted">{t('importExport.card.intro', { sources: SOURCES })}</p>
      <div className="card__actions">
        <Button onClick={() => void startImport()}>{t('importExport.card.import')}</Button>
        <Button onClick={() => void popups.open('Export')}>{t('importExport.card.export')}</Button>
      </div>
    </section>
  );
}
