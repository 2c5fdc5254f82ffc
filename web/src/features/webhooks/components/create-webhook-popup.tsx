// CreateWebhook: what it sends to (a signed webhook, or visits forwarded to Matomo, Plausible or
// Umami), the endpoint, a forwarding's site, the events of a webhook, whose links it hears (the
// owner may choose every link of the instance), optional filters and a description. Once a
// webhook is created, its signing secret is shown in WebhookSecret, this once; a forwarding
// signs nothing, so none is shown for it.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { popups } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useAccount } from '@/lib/account/account-store';
import { isOwner } from '@/lib/account/types';
import { useCreateWebhook } from '../api/create-webhook';
import { isForwarding, type Webhook } from '../types';
import { forwardingLabel } from '../utils/kind-label';
import { showRefusal } from '../utils/server-errors';
import {
  createWebhookBody,
  webhookFormValues,
  type WebhookFormValues,
} from '../utils/webhook-form';
import { webhookFormSchema } from '../utils/webhook-schema';
import { WebhookFields } from './webhook-fields';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    CreateWebhook: PopupEntry<undefined, Webhook>;
  }
}

export function CreateWebhookPopup({ close }: PopupPropsOf<'CreateWebhook'>) {
  const { t } = useTranslation();
  const owner = isOwner(useAccount());
  const create = useCreateWebhook();
  const form = useZodForm(webhookFormSchema, webhookFormValues());
  const forwarding = useWatch({ control: form.control, name: 'kind' }) !== 'webhook';
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (values: WebhookFormValues) => {
    setMessage(null);
    try {
      const { secret, ...webhook } = await create.mutateAsync(createWebhookBody(values));
      close(webhook);
      if (isForwarding(webhook)) {
        toast(t('webhooks.create.forwardingAdded', { kind: forwardingLabel(webhook.kind) }));
        return;
      }
      // The secret exists in this answer only: show it at once, over the page.
      void popups.open('WebhookSecret', { url: webhook.url, secret });
    } catch (error) {
      showRefusal(form, error, owner, setMessage);
    }
  };

  return (
    <PopupShell
      title={t('webhooks.create.title')}
      description={
        forwarding ? t('webhooks.create.forwardingDescription') : t('webhooks.create.description')
      }
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
            {forwarding ? t('webhooks.create.submitForwarding') : t('webhooks.create.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default CreateWebhookPopup;
