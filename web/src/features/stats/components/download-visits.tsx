// "Download visits": the raw visit events of the shown range as CSV or JSON.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDownloadVisits, type VisitsFormat } from '../api/download-visits';

// File formats, named as such in every language.
const FORMATS: readonly { format: VisitsFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
];

export function DownloadVisits({
  id,
  slug,
  from,
  to,
}: {
  id: string;
  slug: string;
  from?: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const download = useDownloadVisits();
  return (
    <div className="download-visits" role="group" aria-labelledby="download-visits-label">
      <span id="download-visits-label" className="field__label">
        {t('stats.download.title')}
      </span>
      <div className="card__actions">
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            size="sm"
            aria-label={t('stats.download.as', { format: label })}
            busy={download.isPending && download.variables.format === format}
            onClick={() => download.mutate({ id, slug, format, from, to })}
          >
            {label}
          </Button>
        ))}
      </div>
      <FormMessage message={download.error?.message} />
    </div>
  );
}
