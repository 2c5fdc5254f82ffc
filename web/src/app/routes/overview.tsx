// /dash/overview: counts from about, visits of the last 30 days with the top links, and the
// link table.
import { useTranslation } from 'react-i18next';
import { Stats } from '@/features/about/components/stats';
import { useAbout } from '@/features/about/api/get-about';
import { LinksTable } from '@/features/links/components/links-table';
import { OverviewVisits } from '@/features/stats/components/overview-visits';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';

export function OverviewPage() {
  const { t } = useTranslation();
  const about = useAbout();
  const account = useAccount();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('links.overview.title')}</h1>
      </header>
      <Stats />
      <OverviewVisits />
      <LinksTable domain={about.data?.domain} showAuthor={isManager(account)} />
    </div>
  );
}
