// One webhook in the list: its endpoint (the way to its delivery log) and description, events,
// state, waiting and dropped deliveries, and a menu of what can be done to it.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { formatNumber } from '@/lib/format';
import { webhookPath } from '@/lib/paths';
import type { Webhook } from '../types';
import { webhookMenuItems } from './webhook-menu-items';
import { WebhookState } from './webhook-state';

/** The menu button's icon; the button's label names it. */
const MENU_ICON = '⋯';

export function WebhookRow({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = t('webhooks.list.actionsFor', { url: webhook.url });
  const items = () => webhookMenuItems(webhook, queryClient, (path) => void navigate(path));
  return (
    <tr onContextMenu={(event) => openContextMenu(event, items(), { label })}>
      <td data-label={t('webhooks.list.columns.endpoint')}>
        <span className="webhook-endpoint">
          <Link className="cell-link" to={webhookPath(webhook.id)}>
            {webhook.url}
          </Link>
          {webhook.description && <span className="muted">{webhook.description}</span>}
        </span>
      </td>
      <td data-label={t('webhooks.list.columns.events')}>
        <span className="data-table__code">{webhook.events.join(', ')}</span>
      </td>
      <td data-label={t('webhooks.list.columns.state')}>
        <WebhookState webhook={webhook} />
      </td>
      <td data-label={t('webhooks.list.columns.pending')} className="cell-number">
        {formatNumber(webhook.pending)}
      </td>
      <td data-label={t('webhooks.list.columns.dropped')} className="cell-number">
        {formatNumber(webhook.dropped)}
      </td>
      <td className="table__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => openContextMenuAt(event.currentTarget, items(), { label })}
        >
          <span aria-hidden="true">{MENU_ICON}</span>
        </button>
      </td>
    </tr>
  );
}
