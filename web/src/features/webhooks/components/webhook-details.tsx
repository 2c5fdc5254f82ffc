// A webhook's own page: what it listens to and how it is doing (state, waiting and dropped
// deliveries, the old secret's last day), the actions on it, and its delivery log. An analytics
// forwarding shows its service's site instead of a test event and a secret.
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel } from '@/lib/domains/names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { webhooksPath } from '@/lib/paths';
import { useWebhook } from '../api/get-webhook';
import { isForwarding, type Webhook } from '../types';
import { webhookActions } from '../utils/webhook-actions';
import { DeliveryLog } from './delivery-log';
import { FailingNotice } from './failing-notice';
import { WebhookState } from './webhook-state';

export function WebhookDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: webhook, error } = useWebhook(id);
  const back = (
    <Link className="back-link" to={webhooksPath}>
      {t('webhooks.details.back')}
    </Link>
  );
  if (!webhook) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <section className="card" aria-labelledby="webhook-heading">
        {back}
        <h2 id="webhook-heading" className="card__title">
          {t('webhooks.details.title')}
        </h2>
        {error ? (
          <p role="alert">
            {gone
              ? t('webhooks.details.notFound')
              : t('webhooks.details.loadFailed', { message: error.message })}
          </p>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </section>
    );
  }
  return (
    <div className="stack">
      <WebhookSummary webhook={webhook} back={back} />
      <DeliveryLog webhookId={webhook.id} forwarding={isForwarding(webhook)} />
    </div>
  );
}

function WebhookSummary({ webhook, back }: { webhook: Webhook; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = webhookActions(webhook, queryClient);
  const forwarding = isForwarding(webhook);
  const remove = async () => {
    if (await actions.remove()) void navigate(webhooksPath);
  };
  return (
    <section className="card" aria-labelledby="webhook-heading">
      {back}
      <h2 id="webhook-heading" className="card__title webhook-endpoint">
        {webhook.url}
      </h2>
      {webhook.description && <p className="muted">{webhook.description}</p>}
      <p>
        <WebhookState webhook={webhook} />
      </p>
      <FailingNotice webhooks={[webhook]} />
      <dl className="facts">
        <div>
          <dt>{t('webhooks.details.events')}</dt>
          <dd className="data-table__code">{webhook.events.join(', ')}</dd>
        </div>
        {webhook.target && (
          <div>
            <dt>{t('webhooks.details.target')}</dt>
            <dd className="data-table__code">{JSON.stringify(webhook.target)}</dd>
          </div>
        )}
        <Filters webhook={webhook} />
        <div>
          <dt>{t('webhooks.details.pending')}</dt>
          <dd>{formatNumber(webhook.pending)}</dd>
        </div>
        <div>
          <dt>{t('webhooks.details.dropped')}</dt>
          <dd>{formatNumber(webhook.dropped)}</dd>
        </div>
        {webhook.previousSecretValidUntil && (
          <div>
            <dt>{t('webhooks.details.previousSecret')}</dt>
            <dd>{formatDateTime(webhook.previousSecretValidUntil)}</dd>
          </div>
        )}
        <div>
          <dt>{t('webhooks.details.created')}</dt>
          <dd>{formatDateTime(webhook.createdAt)}</dd>
        </div>
      </dl>
      {webhook.dropped > 0 && <p className="muted">{t('webhooks.details.droppedHint')}</p>}
      <div className="card__actions">
        {!forwarding && (
          <Button variant="primary" onClick={() => void actions.sendTest()}>
            {t('webhooks.actions.sendTest')}
          </Button>
        )}
        <Button onClick={actions.edit}>{t('common.actions.edit')}</Button>
        <Button onClick={() => void actions.setPaused(!webhook.paused)}>
          {webhook.paused ? t('webhooks.actions.resume') : t('webhooks.actions.pause')}
        </Button>
        {!forwarding && (
          <Button onClick={() => void actions.rotateSecret()}>
            {t('webhooks.actions.rotateSecret')}
          </Button>
        )}
        <Button variant="danger" onClick={() => void remove()}>
          {t('webhooks.actions.delete')}
        </Button>
      </div>
    </section>
  );
}

/** The filters as the server holds them; domains by name where the account still sees them. */
function Filters({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const { tags, links, domains: ids } = webhook.filters;
  const { data: domains } = useDomains(ids.length > 0);
  if (tags.length + links.length + ids.length === 0) {
    return (
      <div>
        <dt>{t('webhooks.details.filters')}</dt>
        <dd>
          {webhook.scope === 'instance'
            ? t('webhooks.details.everyLinkInstance')
            : t('webhooks.details.everyLink')}
        </dd>
      </div>
    );
  }
  const domainNames = ids.map((id) => {
    const domain = domains?.find((d) => d.id === id);
    return domain ? domainChoiceLabel(domain) : id;
  });
  return (
    <>
      {tags.length > 0 && (
        <div>
          <dt>{t('webhooks.details.tags')}</dt>
          <dd>{tags.join(', ')}</dd>
        </div>
      )}
      {links.length > 0 && (
        <div>
          <dt>{t('webhooks.details.links')}</dt>
          <dd className="data-table__code">{links.join(', ')}</dd>
        </div>
      )}
      {ids.length > 0 && (
        <div>
          <dt>{t('webhooks.details.domains')}</dt>
          <dd>{domainNames.join(', ')}</dd>
        </div>
      )}
    </>
  );
}
