// A webhook's state as badges: failing (a delivery gave up after a day of retries), paused, or
// active. A failing webhook can be paused too; both are shown then. An analytics forwarding says
// which service it forwards to, and one that hears every link of the instance says so.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { isForwarding, type Webhook } from '../types';
import { forwardingLabel } from '../utils/kind-label';

export function WebhookState({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  return (
    <span className="webhook-state">
      {isForwarding(webhook) && (
        <span className="badge badge--info">{forwardingLabel(webhook.kind)}</span>
      )}
      {webhook.scope === 'instance' && (
        <span className="badge badge--neutral">{t('webhooks.scope.badge')}</span>
      )}
      {webhook.failing && (
        <span className="badge badge--danger">
          {webhook.failingSince
            ? t('webhooks.state.failingSince', { time: formatDateTime(webhook.failingSince) })
            : t('webhooks.state.failing')}
        </span>
      )}
      {webhook.paused && <span className="badge badge--warning">{t('webhooks.state.paused')}</span>}
      {!webhook.failing && !webhook.paused && (
        <span className="badge badge--success">{t('webhooks.state.active')}</span>
      )}
    </span>
  );
}
