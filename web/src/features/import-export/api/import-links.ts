// POST /api/import: multipart with `service`, `file` and `dryRun`; the answer's message
// reads "Imported <X> / <Y> links!" (a dry run: "Dry run: would import <X> / <Y> links").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ImportResult, ImportService } from '../types';

export async function importLinks(service: ImportService, file: File, dryRun = false) {
  const form = new FormData();
  form.append('service', service);
  if (dryRun) form.append('dryRun', 'true');
  form.append('file', file, file.name);
  const answer = await apiRequest<ImportResult>('/api/import', { method: 'POST', body: form });
  unwrap(answer);
  return answer;
}

/** A dry run: what an import of the file would do, writing nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ service, file }: { service: ImportService; file: File }) =>
      importLinks(service, file, true),
  });
}

export function useImportLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, file }: { service: ImportService; file: File }) =>
      importLinks(service, file),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.about }),
      ]);
    },
  });
}
