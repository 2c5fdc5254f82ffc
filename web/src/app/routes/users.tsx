// /dash/users: account administration for the owner and admins.
import { useTranslation } from 'react-i18next';
import { UsersTable } from '@/features/users/components/users-table';

export function UsersPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('users.title')}</h1>
      </header>
      <UsersTable />
    </div>
  );
}
