// One delivery of the log: its event, state, attempts, the endpoint's last status code and the
// first bytes of its answer, the error, when it was made, last tried and (while it waits) will be
// tried next; "Details" shows the whole stored answer (its first KiB) and the payload sent,
// "Redeliver" sends a finished one again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { Delivery } from '../types';
import { DeliveryDetails } from './delivery-details';

/** How much of the answer the row itself shows; Details shows all the server kept. */
const PREVIEW_CHARS = 80;

const STATE_TONES = { pending: 'info', delivered: 'success', failed: 'danger' } as const;

/** The columns, in order: the row and the table's header read them from here. */
export const DELIVERY_COLUMNS = [
  'event',
  'state',
  'attempts',
  'response',
  'created',
  'lastAttempt',
] as const;

const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;

export function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: Delivery;
  onRedeliver: () => void;
  redelivering: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const column = (name: (typeof DELIVERY_COLUMNS)[number]) => t(`webhooks.log.columns.${name}`);
  const known = delivery.state in STATE_TONES;
  return (
    <>
      <tr>
        <td data-label={column('event')}>
          <code>{delivery.event}</code>
        </td>
        <td data-label={column('state')}>
          <span className={`badge badge--${known ? STATE_TONES[delivery.state] : 'neutral'}`}>
            {known ? t(`webhooks.log.states.${delivery.state}`) : delivery.state}
          </span>
        </td>
        <td data-label={column('attempts')} className="cell-number">
          {formatNumber(delivery.attempts)}
        </td>
        <td data-label={column('response')}>
          <span className="delivery-response">
            {delivery.responseStatus !== null && (
              <strong className="cell-number">{delivery.responseStatus}</strong>
            )}
            {delivery.responseBody && (
              <span className="data-table__code">{preview(delivery.responseBody)}</span>
            )}
            {delivery.error && <span className="delivery-error">{delivery.error}</span>}
            {delivery.responseStatus === null && !delivery.error && t('common.none')}
          </span>
        </td>
        <td data-label={column('created')}>{formatDateTime(delivery.createdAt)}</td>
        <td data-label={column('lastAttempt')}>
          <span className="delivery-times">
            <span>{formatDateTime(delivery.lastAttemptAt)}</span>
            {delivery.state === 'pending' && delivery.nextAttemptAt && (
              <span className="muted">
                {t('webhooks.log.nextAt', { time: formatDateTime(delivery.nextAttemptAt) })}
              </span>
            )}
          </span>
        </td>
        <td className="table__actions">
          <span className="delivery-actions">
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t('webhooks.log.detailsOf', { id: delivery.id })}
              onClick={() => setOpen(!open)}
            >
              {t('webhooks.log.details')}
            </Button>
            {delivery.state !== 'pending' && (
              <Button
                size="sm"
                busy={redelivering}
                aria-label={t('webhooks.log.redeliverOf', { id: delivery.id })}
                onClick={onRedeliver}
              >
                {t('webhooks.log.redeliver')}
              </Button>
            )}
          </span>
        </td>
      </tr>
      <tr id={detailsId} className="delivery-details" hidden={!open}>
        <td colSpan={DELIVERY_COLUMNS.length + 1}>
          {open && <DeliveryDetails delivery={delivery} />}
        </td>
      </tr>
    </>
  );
}
