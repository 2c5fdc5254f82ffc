// Import: upload one file for the chosen service and show the server's message.
import { useId, useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useImportLinks } from '../api/import-links';
import { IMPORT_SERVICES, type ImportService } from '../types';

export interface ImportData {
  service: ImportService;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    Import: PopupEntry<ImportData, boolean>;
  }
}

export function ImportPopup({ data, close }: PopupPropsOf<'Import'>) {
  const service = IMPORT_SERVICES.find((s) => s.value === data.service) ?? IMPORT_SERVICES[0]!;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useImportLinks();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a file to import.');
      return;
    }
    upload.mutate({ service: service.value, file });
  };

  if (upload.isSuccess) {
    return (
      <PopupShell title={`Import from ${service.label}`}>
        <FormMessage tone="success" message={upload.data.message || 'Import finished.'} />
        <div className="popup__actions">
          <Button variant="primary" onClick={() => close(true)}>
            Done
          </Button>
        </div>
      </PopupShell>
    );
  }

  return (
    <PopupShell
      title={`Import from ${service.label}`}
      description={service.description}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            File
          </label>
          <input
            id={inputId}
            type="file"
            className="input input--file"
            accept={service.accept}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          {fileError && (
            <p id={`${inputId}-error`} className="field__error">
              {fileError}
            </p>
          )}
        </div>
        <FormMessage message={upload.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            Import
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ImportPopup;
