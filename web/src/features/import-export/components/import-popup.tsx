// Import: choose a file for the chosen service, optionally preview it (a dry run that
// writes nothing), import it, and show which rows were skipped and why.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useImportLinks, usePreviewImport } from '../api/import-links';
import { IMPORT_SERVICES, type ImportOptions, type ImportService } from '../types';
import { ImportDomainFields } from './import-domain-fields';
import { ImportDomainsSummary } from './import-domains-summary';
import { ImportTeamField } from './import-team-field';
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
  const { t } = useTranslation();
  const service = IMPORT_SERVICES.find((s) => s.value === data.service) ?? IMPORT_SERVICES[0]!;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [options, setOptions] = useState<ImportOptions>({
    domain: '',
    createDomains: false,
    team: '',
  });
  const upload = useImportLinks();
  const preview = usePreviewImport();

  const start = (dryRun: boolean) => {
    if (!file) {
      setFileError(t('importExport.import.chooseFile'));
      return;
    }
    const request = { service: service.value, file, options };
    if (dryRun) preview.mutate(request);
    else upload.mutate(request);
  };
  const title = t('importExport.import.title', { service: service.label });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    start(false);
  };

  if (upload.isSuccess) {
    return (
      <PopupShell title={title}>
        <FormMessage
          tone="success"
          message={upload.data.message || t('importExport.import.finished')}
        />
        {upload.data.result && <ImportDomainsSummary result={upload.data.result} />}
        {upload.data.result && <SkippedRows result={upload.data.result} />}
        <div className="popup__actions">
          <Button variant="primary" onClick={() => close(true)}>
            {t('importExport.import.done')}
          </Button>
        </div>
      </PopupShell>
    );
  }

  if (preview.isSuccess && file) {
    return (
      <PopupShell title={title} dismissOnOutsideClick={false}>
        <div className="stack">
          <FormMessage
            tone="success"
            message={t('importExport.import.nothingWritten', {
              message: preview.data.message || t('importExport.import.dryRunFinished'),
            })}
          />
          {preview.data.result && <ImportDomainsSummary result={preview.data.result} />}
          {preview.data.result && <SkippedRows result={preview.data.result} />}
          <FormMessage message={upload.error?.message} />
          <div className="popup__actions">
            <Button onClick={() => preview.reset()}>{t('importExport.import.back')}</Button>
            <Button variant="primary" busy={upload.isPending} onClick={() => start(false)}>
              {t('importExport.import.submit')}
            </Button>
          </div>
        </div>
      </PopupShell>
    );
  }

  return (
    <PopupShell
      title={title}
      description={t(`importExport.services.${service.value}`)}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('importExport.import.file')}
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
        <ImportTeamField options={options} onChange={setOptions} />
        <FormMessage message={upload.error?.message ?? preview.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
          <Button busy={preview.isPending} disabled={upload.isPending} onClick={() => start(true)}>
            {t('importExport.import.preview')}
          </Button>
          <Button type="submit" variant="primary" busy={upload.isPending}>
            {t('importExport.import.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default ImportPopup;
