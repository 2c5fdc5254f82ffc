// POST /api/import: multipart with `service`, `file`, and optionally `dryRun`, `domain` (for rows
// that name none), `createDomains` and `team` (the links become the team's); the answer's message reads "Imported <X> / <Y> links!"
// (a dry run: "Dry run: would import <X> / <Y> links").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ImportOptions, ImportResult, ImportService } from '../types';

export interface ImportRequest {
  service: ImportService;
  file: File;
  options?: ImportOptions;
}

export async function importLinks({ service, file, options }: ImportRequest, dryRun = false) {
  const form = new FormData();
  form.append('service', service);
  if (dryRun) form.append('dryRun', 'true');
  if (options?.domain) form.append('domain', options.domain);
  if (options?.createDomains) form.append('createDomains', 'true');
  if (options?.team) form.append('team', options.team);
  form.append('file', file, file.name);
  const answer = await apiRequest<ImportResult>('/api/import', { method: 'POST', body: form });
  unwrap(answer);
  return answer;
}

/** A dry run: what an import of the file would do, writing nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) => importLinks(request, true),
  });
}

export function useImportLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => importLinks(request),
    onSuccess: async (answer, request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.links }),
        queryClient.invalidateQueries({ queryKey: queryKeys.about }),
        // A team's link count changed.
        request.options?.team
          ? queryClient.invalidateQueries({ queryKey: queryKeys.teams })
          : undefined,
        // An import may have added domains.
        answer.result?.domainsCreated?.length
          ? queryClient.invalidateQueries({ queryKey: queryKeys.domains })
          : undefined,
      ]);
    },
  });
}
