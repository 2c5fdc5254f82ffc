// GET /api/export?format=json|csv: a streamed file download.
import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import type { ExportFormat } from '../types';

export async function exportLinks(format: ExportFormat): Promise<string> {
  const file = await apiDownload('/api/export', { format });
  if (!file.success || !file.blob) {
    throw new ApiError(file.message || i18n.t('importExport.export.failed'), file.status);
  }
  const name = file.filename ?? `export.${format}`;
  saveFile(name, file.blob);
  return name;
}

export function useExportLinks() {
  return useMutation({ mutationFn: exportLinks });
}
