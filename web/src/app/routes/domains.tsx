// /dash/domains: the short domains, for the owner and admins.
import { useTranslation } from 'react-i18next';
import { DomainsTable } from '@/features/domains/components/domains-table';

export function DomainsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('domains.title')}</h1>
      </header>
      <DomainsTable />
    </div>
  );
}
