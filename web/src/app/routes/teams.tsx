// /dash/teams: the teams the account sees, for every signed-in account. Loaded when first opened:
// the first page need not carry it.
import { useTranslation } from 'react-i18next';
import { TeamsCard } from '@/features/teams/components/teams-card';

export function TeamsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('teams.title')}</h1>
      </header>
      <TeamsCard />
    </div>
  );
}
