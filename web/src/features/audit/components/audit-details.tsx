// An entry's details as "key: value" lines (utils/details.ts), or a dash when it has none.
import { useTranslation } from 'react-i18next';
import { detailLines } from '../utils/details';

export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const lines = detailLines(details);
  if (lines.length === 0) return <>{t('common.none')}</>;
  return (
    <dl className="audit-details">
      {lines.map(({ key, value }) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
