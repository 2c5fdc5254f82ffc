// EditWebhook: change a webhook's endpoint, description, events or filters. Only what changed is
// sent; an emptied description as null. Pausing and the secret have their own actions. A
// forwarding's service and site are not edited here (the API does that: docs/webhooks.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useEditWebhook } from '../api/edit-webhook';
import { isForwarding, type Webhook } from '../types';
import { editWebhookBody, webhookFormValues, type WebhookFormValues } from '../utils/webhook-form';
import { webhookFormSchema } from '../utils/webhook-schema';
import { webhookFieldOf } from '../utils/server-errors';
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
      const text = error instanceof Error ? error.message : String(error);
      const field = webhookFieldOf(text);
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setMessage(text);
    }
  };

  return (
    <PopupShell
      title={t('webhooks.edit.title')}
      description={webhook.url}
      size="lg"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <WebhookFields form={form} forwarding={isForwarding(webhook)} />
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
