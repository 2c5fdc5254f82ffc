// /dash/public/:slug: a link's public statistics, for anyone (outside the login guard).
// `?domain=<host>` names a link on another short domain than the one the page is served on.
import { useParams, useSearchParams } from 'react-router';
import { PublicStats } from '@/features/stats/components/public-stats';

export function PublicStatsPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const domain = search.get('domain') ?? undefined;
  return <PublicStats key={`${domain ?? ''}/${slug}`} slug={slug} domain={domain} />;
}
