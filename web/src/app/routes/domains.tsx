// /dash/domains: the short domains, for the owner and admins.
import { DomainsTable } from '@/features/domains/components/domains-table';

export function DomainsPage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Domains</h1>
      </header>
      <DomainsTable />
    </div>
  );
}
