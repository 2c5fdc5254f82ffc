// Export: JSON (Lynx's format, re-importable) or CSV, downloaded as a file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormMessage } from '@/components/ui/field';
import { useExportLinks } from '../api/export-links';
import type { ExportFormat } from '../types';

// The format names are the same in every language; their hints are `importExport.export.<format>`.
const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'json', label: 'JSON' },
  { value: 'csv', label: 'CSV' },
];

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Export: PopupEntry<undefined, boolean>;
  }
}

export function ExportPopup({ close }: PopupPropsOf<'Export'>) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('json');
  const download = useExportLinks();
  return (
    <PopupShell
      title={t('importExport.export.title')}
      description={t('importExport.export.description')}
    >
      <form
        className="stack"
        onSubmit={async (event) => {
          event.preventDefault();
          const name = await download.mutateAsync(format).catch(() => null);
          if (name) {
            toast(t('importExport.export.downloaded', { name }));
            close(true);
          }
        }}
      >
        <ChoiceGroup
          legend={t('importExport.export.format')}
          name="format"
          options={FORMATS.map(({ value, label }) => ({
            value,
            label,
            hint: t(`importExport.export.${value}`),
          }))}
          value={format}
          onChange={setFormat}
        />
        <FormMessage message={download.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={download.isPending}>
            {t('importExport.export.download')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ExportPopup;
