// /dash/audit: the instance's audit log, for the owner and admins. Loaded when first opened:
// the first page need not carry it.
import { useTranslation } from 'react-i18next';
import { AuditLog } from '@/features/audit/components/audit-log';

export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('audit.title')}</h1>
      </header>
      <AuditLog />
    </div>
  );
}
