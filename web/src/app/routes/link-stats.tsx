// /dash/links/:id/stats: one link's statistics.
import { useParams } from 'react-router';
import { useAbout } from '@/features/about/api/get-about';
import { LinkStats } from '@/features/stats/components/link-stats';

export function LinkStatsPage() {
  const { id = '' } = useParams();
  const about = useAbout();
  return <LinkStats key={id} id={id} domain={about.data?.domain} />;
}
