// /dash/public/:slug: a link's public statistics, for anyone (outside the login guard).
import { useParams } from 'react-router';
import { PublicStats } from '@/features/stats/components/public-stats';

export function PublicStatsPage() {
  const { slug = '' } = useParams();
  return <PublicStats key={slug} slug={slug} />;
}
