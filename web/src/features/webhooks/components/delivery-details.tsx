// What one delivery sent and got back, in full: its message id (the `webhook-id` header, the same
// on every attempt), when it finished, the endpoint's answer as stored (its first KiB), the error,
// the payload.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { Delivery } from '../types';

/** The payload indented when it is JSON (it always is today), as sent otherwise. */
function readable(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  return (
    <dl className="delivery-facts">
      <div>
        <dt>{t('webhooks.log.messageId')}</dt>
        <dd>
          <code>{delivery.id}</code>
        </dd>
      </div>
      {delivery.finishedAt && (
        <div>
          <dt>{t('webhooks.log.finished')}</dt>
          <dd>{formatDateTime(delivery.finishedAt)}</dd>
        </div>
      )}
      <div>
        <dt>{t('webhooks.log.responseBody')}</dt>
        <dd>
          {delivery.responseBody ? (
            <pre className="code-block">{delivery.responseBody}</pre>
          ) : (
            t('webhooks.log.noResponse')
          )}
        </dd>
      </div>
      {delivery.error && (
        <div>
          <dt>{t('webhooks.log.error')}</dt>
          <dd className="delivery-error">{delivery.error}</dd>
        </div>
      )}
      <div>
        <dt>{t('webhooks.log.payload')}</dt>
        <dd>
          <pre className="code-block">{readable(delivery.payload)}</pre>
        </dd>
      </div>
    </dl>
  );
}
