// DeleteLink: confirms and deletes one or many links in one all-or-nothing call.
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
  const remove = useDeleteLinks();
  const count = data.links.length;
  const title = count === 1 ? 'Delete link' : `Delete ${count} links`;
  const description =
    count === 1
      ? `The short link /${data.links[0]?.slug ?? ''} stops working at once. This cannot be undone.`
      : `These ${count} short links stop working at once. This cannot be undone.`;

  const confirm = async () => {
    const deleted = await remove.mutateAsync(data.links.map((l) => l.id)).catch(() => null);
    if (deleted === null) return;
    toast(deleted === 1 ? 'Link deleted' : `${deleted} links deleted`);
    close(true);
  };

  return (
    <PopupShell title={title} description={description} size="sm">
      <FormMessage message={remove.error?.message} />
      <div className="popup__actions">
        <Button onClick={() => close(false)}>Cancel</Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </PopupShell>
  );
}

export default DeleteLinkPopup;
