// PATCH /api/link/bulk (`bulkEditLinks`, docs/bulk-edit.md): one change to many links. The dry
// run answers the plan in one piece; the real run asks for `application/x-ndjson` and hears its
// progress line by line (`{"progress":{"done":N,"total":M}}`) before the answer's own line.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { api, ApiError, parseBody, requestInit, unwrap } from '@/lib/api-client';
import { ndjsonLines } from '@/lib/ndjson';
import { queryKeys } from '@/lib/query-keys';
import type { BulkEditInput, BulkEditResult, BulkProgress } from '../types';

const PATH = '/api/link/bulk';
const NDJSON = 'application/x-ndjson';

export const previewBulkEdit = async (input: BulkEditInput): Promise<BulkEditResult> =>
  unwrap(await api.patch<BulkEditResult>(PATH, { ...input, dryRun: true }));

function progressOf(line: string): BulkProgress | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ApiError(i18n.t('links.bulk.interrupted'), 0);
  }
  if (typeof value !== 'object' || value === null || !('progress' in value)) return null;
  const { progress } = value as { progress: Partial<BulkProgress> | null };
  return { done: Number(progress?.done ?? 0), total: Number(progress?.total ?? 0) };
}

/**
 * Runs the edit, calling `onProgress` after each chunk the server wrote, and answers what
 * changed. A refusal before the start (400, 422, 429) or an error that stopped the run midway
 * throws an ApiError with the server's message, translated.
 */
export async function applyBulkEdit(
  input: BulkEditInput,
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkEditResult> {
  let response: Response;
  try {
    response = await fetch(PATH, requestInit({ method: 'PATCH', body: input }, NDJSON));
  } catch {
    throw new ApiError(i18n.t('common.unreachable'), 0);
  }
  // A refusal, or an answer in one piece (a proxy may drop the stream's type): one envelope.
  if (!response.ok || !response.body || !response.headers.get('Content-Type')?.includes(NDJSON)) {
    return unwrap(parseBody<BulkEditResult>(await response.text(), response));
  }
  try {
    for await (const line of ndjsonLines(response.body)) {
      const progress = progressOf(line);
      if (progress) onProgress(progress);
      // The answer's line (or the error that stopped the run) is the last.
      else return unwrap(parseBody<BulkEditResult>(line, response));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The connection broke (a TypeError from the reader).
  }
  throw new ApiError(i18n.t('links.bulk.interrupted'), 0);
}

export function useBulkEditPreview() {
  return useMutation({ mutationFn: previewBulkEdit });
}

export function useBulkEdit(onProgress: (progress: BulkProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkEditInput) => applyBulkEdit(input, onProgress),
    // Also after a failure: the chunks written before it stay written.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.links }),
  });
}
