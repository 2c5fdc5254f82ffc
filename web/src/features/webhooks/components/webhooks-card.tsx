// Settings → Webhooks: the account's webhooks with their state, "Add webhook", and a notice when
// deliveries to one of them gave up.
import { useTranslation } from 'react-i18next';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useWebhooks } from '../api/get-webhooks';
import { FailingNotice } from './failing-notice';
import { WebhookRow } from './webhook-row';

export function WebhooksCard() {
  const { t } = useTranslation();
  const { data: webhooks, isPending, error } = useWebhooks();
  return (
    <section className="card card--flush" aria-labelledby="webhooks-heading">
      <div className="toolbar">
        <h2 id="webhooks-heading" className="card__title">
          {t('webhooks.title')}
        </h2>
        <Button variant="primary" onClick={() => void popups.open('CreateWebhook')}>
          {t('webhooks.create.open')}
        </Button>
      </div>
      <p className="muted card__intro">{t('webhooks.list.description')}</p>
      {webhooks && <FailingNotice webhooks={webhooks} />}
      {error && !webhooks && (
        <p className="table-state" role="alert">
          {t('webhooks.list.loadFailed', { message: error.message })}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          {t('common.loading')}
        </p>
      )}
      {webhooks?.length === 0 && <p className="table-state">{t('webhooks.list.empty')}</p>}
      {webhooks && webhooks.length > 0 && (
        <div className="table-wrap">
          <table className="table table--webhooks">
            <caption className="visually-hidden">{t('webhooks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webhooks.list.columns.endpoint')}</th>
                <th scope="col">{t('webhooks.list.columns.events')}</th>
                <th scope="col">{t('webhooks.list.columns.state')}</th>
                <th scope="col" className="cell-number">
                  {t('webhooks.list.columns.pending')}
                </th>
                <th scope="col" className="cell-number">
                  {t('webhooks.list.columns.dropped')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('webhooks.list.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {webhooks.map((webhook) => (
                <WebhookRow key={webhook.id} webhook={webhook} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
