// The context menu of a webhook row: its deliveries, a test event, edit, pause or resume, a new
// secret, delete. A forwarding to an analytics service has no test event (it would count a page
// view) and no secret a receiver checks.
import type { QueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { ChartIcon, EditIcon, KeyIcon, OpenIcon, TrashIcon } from '@/components/ui/icons';
import { i18n } from '@/i18n';
import { webhookPath } from '@/lib/paths';
import { isForwarding, type Webhook } from '../types';
import { webhookActions } from '../utils/webhook-actions';

/** Built when the menu opens, so its labels are in the language shown then. */
export function webhookMenuItems(
  webhook: Webhook,
  queryClient: QueryClient,
  navigate: (path: string) => void,
): MenuItem[] {
  const { t } = i18n;
  const actions = webhookActions(webhook, queryClient);
  const forwarding = isForwarding(webhook);
  return [
    {
      label: t('webhooks.actions.deliveries'),
      icon: <ChartIcon />,
      divided: true,
      onClick: () => navigate(webhookPath(webhook.id)),
    },
    {
      label: t('webhooks.actions.sendTest'),
      icon: <OpenIcon />,
      hidden: forwarding,
      onClick: () => void actions.sendTest(),
    },
    {
      label: t('common.actions.edit'),
      icon: <EditIcon />,
      onClick: actions.edit,
    },
    {
      label: webhook.paused ? t('webhooks.actions.resume') : t('webhooks.actions.pause'),
      // The last of its group when the secret's item is hidden.
      divided: forwarding,
      onClick: () => void actions.setPaused(!webhook.paused),
    },
    {
      label: t('webhooks.actions.rotateSecret'),
      icon: <KeyIcon />,
      hidden: forwarding,
      divided: true,
      onClick: () => void actions.rotateSecret(),
    },
    {
      label: t('webhooks.actions.delete'),
      icon: <TrashIcon />,
      onClick: () => void actions.remove(),
    },
  ];
}
