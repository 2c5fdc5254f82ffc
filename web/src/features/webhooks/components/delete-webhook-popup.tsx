// DeleteWebhook: confirms, then deletes a webhook with its waiting deliveries and its log.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useDeleteWebhook } from '../api/delete-webhook';
import type { Webhook } from '../types';

export interface DeleteWebhookData {
  webhook: Webhook;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    DeleteWebhook: PopupEntry<DeleteWebhookData, boolean>;
  }
}

export function DeleteWebhookPopup({ data, close }: PopupPropsOf<'DeleteWebhook'>) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  const { webhook } = data;

  const confirm = async () => {
    const deleted = await remove.mutateAsync(webhook.id).catch(() => null);
    if (deleted === null) return;
    toast(t('webhooks.delete.deleted', { url: webhook.url }));
    close(true);
  };

  return (
    <PopupShell
      title={t('webhooks.delete.title')}
      description={t('webhooks.delete.description', { url: webhook.url })}
      size="sm"
    >
      {webhook.pending > 0 && (
        <p>
          {t('webhooks.delete.pending', {
            count: webhook.pending,
            number: formatNumber(webhook.pending),
          })}
        </p>
      )}
      <FormMessage message={remove.error?.message} />
      <div className="popup__actions">
        <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
          {t('webhooks.delete.submit')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default DeleteWebhookPopup;
