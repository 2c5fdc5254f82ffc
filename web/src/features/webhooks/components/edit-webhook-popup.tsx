// EditWebhook: change a subscription's endpoint, description, events (a webhook's), a forwarding's
// site, whose links it hears (the owner only) or its filters. What it sends to is shown, not
// changed. Only what changed is sent; an emptied description as null; a stored Matomo token is
// kept (sent as `********`) unless a new one is typed. Pausing and the secret have their own
// actions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useAccount } from '@/lib/account/account-store';
import { isOwner } from '@/lib/account/types';
import { useEditWebhook } from '../api/edit-webhook';
import { isForwarding, type Webhook } from '../types';
import { hasStoredToken } from '../utils/forwarding-target';
import { showRefusal } from '../utils/server-errors';
import { editWebhookBody, webhookFormValues, type WebhookFormValues } from '../utils/webhook-form';
import { webhookFormSchema } from '../utils/webhook-schema';
import { WebhookFields } from './webhook-fields';

export interface EditWebhookData {
  webhook: Webhook;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    EditWebhook: PopupEntry<EditWebhookData, Webhook>;
  }
}

export function EditWebhookPopup({ data, close }: PopupPropsOf<'EditWebhook'>) {
  const { t } = useTranslation();
  const { webhook } = data;
  const owner = isOwner(useAccount());
  const edit = useEditWebhook();
  const form = useZodForm(webhookFormSchema, webhookFormValues(webhook));
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (values: WebhookFormValues) => {
    setMessage(null);
    const changes = editWebhookBody(webhook, values);
    if (Object.keys(changes).length === 1) {
      close(webhook);
      return;
    }
    try {
      const updated = await edit.mutateAsync(changes);
      toast(t('webhooks.edit.updated'));
      close(updated);
    } catch (error) {
      showRefusal(form, error, owner, setMessage);
    }
  };

  return (
    <PopupShell
      title={isForwarding(webhook) ? t('webhooks.edit.forwardingTitle') : t('webhooks.edit.title')}
      description={webhook.url}
      size="lg"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <WebhookFields form={form} editing storedToken={hasStoredToken(webhook)} />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={edit.isPending}>
            {t('common.actions.save')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default EditWebhookPopup;
