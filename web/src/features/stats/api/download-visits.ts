// GET /api/link/{id}/visits?format=csv|json: the raw visit events within retention, as a file.
import { useMutation } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

export type VisitsFormat = 'csv' | 'json';

export interface DownloadVisitsInput {
  id: string;
  slug: string;
  format: VisitsFormat;
  from?: string;
  to?: string;
}

export async function downloadVisits({ id, slug, format, from, to }: DownloadVisitsInput) {
  const answer = await apiDownload(`/api/link/${encodeURIComponent(id)}/visits`, {
    format,
    from,
    to,
  });
  if (!answer.success || !answer.blob) {
    throw new ApiError(
      answer.message || i18n.t('stats.download.failed', { status: answer.status }),
      answer.status,
    );
  }
  saveFile(answer.filename ?? `${slug}-visits.${format}`, answer.blob);
}

export const useDownloadVisits = () => useMutation({ mutationFn: downloadVisits });
