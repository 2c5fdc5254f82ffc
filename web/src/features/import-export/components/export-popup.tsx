// Export: JSON (Lynx's format, re-importable) or CSV, downloaded as a file.
import { useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormMessage } from '@/components/ui/field';
import { useExportLinks } from '../api/export-links';
import type { ExportFormat } from '../types';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'json', label: 'JSON', hint: 'Lynx format; can be imported again.' },
  { value: 'csv', label: 'CSV', hint: 'For spreadsheets; includes author names.' },
];

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Export: PopupEntry<undefined, boolean>;
  }
}

export function ExportPopup({ close }: PopupPropsOf<'Export'>) {
  const [format, setFormat] = useState<ExportFormat>('json');
  const download = useExportLinks();
  return (
    <PopupShell title="Export links" description="Every link you can manage goes into the file.">
      <form
        className="stack"
        onSubmit={async (event) => {
          event.preventDefault();
          const name = await download.mutateAsync(format).catch(() => null);
          if (name) {
            toast(`Downloaded ${name}`);
            close(true);
          }
        }}
      >
        <ChoiceGroup
          legend="Format"
          name="format"
          options={FORMATS}
          value={format}
          onChange={setFormat}
        />
        <FormMessage message={download.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={download.isPending}>
            Download
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ExportPopup;
