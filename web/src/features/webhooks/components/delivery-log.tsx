// A webhook's delivery log, newest first, a page at a time through the server's cursor ("Show
// older deliveries"). It refreshes itself while a delivery waits, so a test event is seen
// going out; "Refresh" asks at once. A forwarding has no test event: its empty log says to visit
// a link instead.
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useDeliveries } from '../api/get-deliveries';
import { useRedeliver } from '../api/redeliver';
import { DELIVERY_COLUMNS, DeliveryRow } from './delivery-row';

export function DeliveryLog({
  webhookId,
  forwarding = false,
}: {
  webhookId: string;
  forwarding?: boolean;
}) {
  const { t } = useTranslation();
  const log = useDeliveries(webhookId);
  const redeliver = useRedeliver();
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];

  const again = async (delivery: string) => {
    try {
      await redeliver.mutateAsync({ webhook: webhookId, delivery });
      toast(t('webhooks.log.redelivering'));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <section
      className="card card--flush"
      aria-labelledby="deliveries-heading"
      aria-busy={log.isFetching || undefined}
    >
      <div className="toolbar">
        <h2 id="deliveries-heading" className="card__title">
          {t('webhooks.log.title')}
        </h2>
        <Button size="sm" onClick={() => void log.refetch()}>
          {t('webhooks.log.refresh')}
        </Button>
      </div>
      <p className="muted card__intro">{t('webhooks.log.description')}</p>
      {log.error && !log.data && (
        <p className="table-state" role="alert">
          {t('webhooks.log.loadFailed', { message: log.error.message })}
        </p>
      )}
      {log.isPending && (
        <p className="table-state" role="status">
          {t('common.loading')}
        </p>
      )}
      {log.data && deliveries.length === 0 && (
        <p className="table-state">
          {forwarding ? t('webhooks.log.emptyForwarding') : t('webhooks.log.empty')}
        </p>
      )}
      {deliveries.length > 0 && (
        <div className="table-wrap table-wrap--deliveries">
          <table className="table table--deliveries">
            <caption className="visually-hidden">{t('webhooks.log.title')}</caption>
            <thead>
              <tr>
                {DELIVERY_COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'attempts' ? 'cell-number' : undefined}
                  >
                    {t(`webhooks.log.columns.${column}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('webhooks.list.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  redelivering={redeliver.isPending && redeliver.variables.delivery === delivery.id}
                  onRedeliver={() => void again(delivery.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deliveries.length > 0 && (
        <div className="pagination">
          <span className="pagination__info">
            {t('webhooks.log.shown', {
              count: deliveries.length,
              number: formatNumber(deliveries.length),
            })}
          </span>
          {log.hasNextPage && (
            <Button busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {t('webhooks.log.older')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
