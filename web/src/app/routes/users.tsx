// /dash/users: account administration for the owner and admins.
import { UsersTable } from '@/features/users/components/users-table';

export function UsersPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Users</h1>
      </header>
      <UsersTable />
    </div>
  );
}
