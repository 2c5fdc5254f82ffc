// CreateWebhook: an endpoint, the events it is told about, optional filters and a description.
// Once created, the webhook's signing secret is shown in WebhookSecret, this once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { popups } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateWebhook } from '../api/create-webhook';
import type { Webhook } from '../types';
import {
  createWebhookBody,
  webhookFormValues,
  type WebhookFormValues,
} from '../utils/webhook-form';
import { webhookFormSchema } from '../utils/webhook-schema';
import { webhookFieldOf } from '../utils/server-errors';
import { WebhookFields } from './webhook-fields';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    CreateWebhook: PopupEntry<undefined, Webhook>;
  }
}

export function CreateWebhookPopup({ close }: PopupPropsOf<'CreateWebhook'>) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useZodForm(webhookFormSchema, webhookFormValues());
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (values: WebhookFormValues) => {
    setMessage(null);
    try {
      const { secret, ...webhook } = await create.mutateAsync(createWebhookBody(values));
      close(webhook);
      // The secret exists in this answer only: show it at once, over the page.
      void popups.open('WebhookSecret', { url: webhook.url, secret });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const field = webhookFieldOf(text);
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setMessage(text);
    }
  };

  return (
    <PopupShell
      title={t('webhooks.create.title')}
      description={t('webhooks.create.description')}
      size="lg"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <WebhookFields form={form} />
        <CheckboxField
          label={t('webhooks.create.paused')}
          hint={t('webhooks.create.pausedHint')}
          {...form.register('paused')}
        />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('webhooks.create.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default CreateWebhookPopup;
