// What can be done to a webhook from its row's menu and from its own page: send a test event,
// pause or resume, rotate the secret, edit, delete. Built when used (not a component), so texts
// come from `i18n.t` at that moment; the caller passes the query client whose answers change.
import type { QueryClient } from '@tanstack/react-query';
import { confirmAction } from '@/components/popup/popup-helpers';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import { i18n } from '@/i18n';
import { editWebhook } from '../api/edit-webhook';
import { rotateSecret } from '../api/rotate-secret';
import { sendTest } from '../api/send-test';
import { webhookKeys, type Webhook } from '../types';

const failed = (error: unknown) =>
  toast(error instanceof Error ? error.message : String(error), 'error');

export interface WebhookActions {
  sendTest: () => Promise<void>;
  setPaused: (paused: boolean) => Promise<void>;
  rotateSecret: () => Promise<void>;
  edit: () => void;
  remove: () => Promise<boolean>;
}

export function webhookActions(webhook: Webhook, queryClient: QueryClient): WebhookActions {
  const t = i18n.t;
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  return {
    sendTest: async () => {
      try {
        await sendTest(webhook.id);
        toast(t('webhooks.actions.testQueued'));
        await refresh();
      } catch (error) {
        failed(error);
      }
    },
    setPaused: async (paused) => {
      try {
        await editWebhook({ id: webhook.id, paused });
        toast(paused ? t('webhooks.actions.paused') : t('webhooks.actions.resumed'));
        await refresh();
      } catch (error) {
        failed(error);
      }
    },
    rotateSecret: async () => {
      const sure = await confirmAction({
        title: t('webhooks.rotate.title'),
        description: t('webhooks.rotate.description'),
        confirmName: t('webhooks.rotate.confirm'),
      });
      if (!sure) return;
      try {
        const rotated = await rotateSecret(webhook.id);
        await refresh();
        await popups.open('WebhookSecret', {
          url: rotated.url,
          secret: rotated.secret,
          previousValidUntil: rotated.previousSecretValidUntil,
        });
      } catch (error) {
        failed(error);
      }
    },
    edit: () => void popups.open('EditWebhook', { webhook }),
    remove: async () => (await popups.open('DeleteWebhook', { webhook })) === true,
  };
}
