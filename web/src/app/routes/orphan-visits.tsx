// /dash/domains/:id/visits: the orphan visits of one domain (owner and admins).
import { useParams } from 'react-router';
import { OrphanVisits } from '@/features/stats/components/orphan-visits';

export function OrphanVisitsPage() {
  const { id = '' } = useParams();
  return <OrphanVisits domainId={id} />;
}
