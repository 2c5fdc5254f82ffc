// Any other path: resolve it as a short link.
import { useLocation } from 'react-router';
import { LinkResolver } from '@/features/links/components/link-resolver';
import { slugFromPath } from '@/features/links/utils/slug-from-path';

export function ShortLinkPage() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="resolver-page">
      <LinkResolver key={pathname} slug={slugFromPath(pathname)} />
    </main>
  );
}
