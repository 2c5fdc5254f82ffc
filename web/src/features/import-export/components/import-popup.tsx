// Import: choose a file for the chosen service, optionally preview it (a dry run that
// writes nothing), import it, and show which rows were skipped and why.
import { useId, useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useImportLinks, usePreviewImport } from '../api/import-links';
import { IMPORT_SERVICES, type ImportOptions, type ImportService } from '../types';
import { ImportDomainFields } from './import-domain-fields';
import { ImportDomainsSummary } from './import-domains-summary';
import { SkippedRows } from './skipped-rows';

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
  const [options, setOptions] = useState<ImportOptions>({ domain: '', createDomains: false });
  const upload = useImportLinks();
  const preview = usePreviewImport();

  const start = (dryRun: boolean) => {
    if (!file) {
      setFileError('Choose a file to import.');
      return;
    }
    const request = { service: service.value, file, options };
    if (dryRun) preview.mutate(request);
    else upload.mutate(request);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    start(false);
  };

  if (upload.isSuccess) {
    return (
      <PopupShell title={`Import from ${service.label}`}>
        <FormMessage tone="success" message={upload.data.message || 'Import finished.'} />
        {upload.data.result && <ImportDomainsSummary result={upload.data.result} />}
        {upload.data.result && <SkippedRows result={upload.data.result} />}
        <div className="popup__actions">
          <Button variant="primary" onClick={() => close(true)}>
            Done
          </Button>
        </div>
      </PopupShell>
    );
  }

  if (preview.isSuccess && file) {
    return (
      <PopupShell title={`Import from ${service.label}`} dismissOnOutsideClick={false}>
        <div className="stack">
          <FormMessage
            tone="success"
            message={`${preview.data.message || 'Dry run finished'}. Nothing was written yet.`}
          />
          {preview.data.result && <ImportDomainsSummary result={preview.data.result} />}
          {preview.data.result && <SkippedRows result={preview.data.result} />}
          <FormMessage message={upload.error?.message} />
          <div className="popup__actions">
            <Button onClick={() => preview.reset()}>Back</Button>
            <Button variant="primary" busy={upload.isPending} onClick={() => start(false)}>
              Import
            </Button>
          </div>
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
        <ImportDomainFields service={service.value} options={options} onChange={setOptions} />
        <FormMessage message={upload.error?.message ?? preview.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button busy={preview.isPending} disabled={upload.isPending} onClick={() => start(true)}>
            Preview
          </Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            Import
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ImportPopup;
