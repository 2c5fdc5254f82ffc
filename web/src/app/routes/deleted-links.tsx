// /dash/deleted: recently deleted links, to restore. Loaded when first opened: the first page
// need not carry it.
import { useTranslation } from 'react-i18next';
import { DeletedLinks } from '@/features/history/components/deleted-links';

export function DeletedLinksPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('history.deleted.title')}</h1>
      </header>
      <DeletedLinks />
    </div>
  );
}
