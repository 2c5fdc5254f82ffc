// GET /api/audit/export?format=csv|json and the page's filters (`exportAuditEntries`): every
// matching entry as a file download (the export is itself recorded).
import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import type { AuditExportFormat } from '../types';

export async function exportAudit({
  format,
  query,
}: {
  format: AuditExportFormat;
  query: Record<string, string>;
}): Promise<string> {
  const file = await apiDownload('/api/audit/export', { ...query, format });
  if (!file.success || !file.blob) {
    throw new ApiError(file.message || i18n.t('audit.export.failed'), file.status);
  }
  const name = file.filename ?? `audit.${format}`;
  saveFile(name, file.blob);
  return name;
}

export function useExportAudit() {
  return useMutation({ mutationFn: exportAudit });
}
