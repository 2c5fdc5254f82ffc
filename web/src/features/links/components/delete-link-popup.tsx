// DeleteLink: confirms and deletes one or many links in one all-or-nothing call.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useDeleteLinks } from '../api/delete-links';

export interface DeleteLinkData {
  links: { id: string; slug: string }[];
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    DeleteLink: PopupEntry<DeleteLinkData, boolean>;
  }
}

export function DeleteLinkPopup({ data, close }: PopupPropsOf<'DeleteLink'>) {
  const { t } = useTranslation();
  const remove = useDeleteLinks();
  const count = data.links.length;
  const title = count === 1 ? t('links.delete.titleOne') : t('links.delete.titleMany', { count });
  const description =
    count === 1
      ? t('links.delete.descriptionOne', { slug: data.links[0]?.slug ?? '' })
      : t('links.delete.descriptionMany', { count });

  const confirm = async () => {
    const deleted = await remove.mutateAsync(data.links.map((l) => l.id)).catch(() => null);
    if (deleted === null) return;
    toast(t('links.delete.deleted', { count: deleted }));
    close(true);
  };

  return (
    <PopupShell title={title} description={description} size="sm">
      <FormMessage message={remove.error?.message} />
      <div className="popup__actions">
        <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
          {t('common.actions.delete')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default DeleteLinkPopup;
