// Export: JSON (Lynx's format, re-importable) or CSV, downloaded as a file.
import { useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
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
        <fieldset className="choice-group">
          <legend className="field__label">Format</legend>
          {FORMATS.map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="format"
                value={option.value}
                checked={format === option.value}
                onChange={() => setFormat(option.value)}
              />
              <span>
                <span className="choice__title">{option.label}</span>
                <span className="choice__hint">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
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
