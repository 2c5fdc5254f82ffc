// Tells the owner, in words and not only with a badge, that deliveries to a webhook gave up: the
// endpoint failed for about a day of retries. A later success, or resuming, clears the mark.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { Webhook } from '../types';

export function FailingNotice({ webhooks }: { webhooks: readonly Webhook[] }) {
  const { t } = useTranslation();
  const failing = webhooks.filter((webhook) => webhook.failing);
  if (failing.length === 0) return null;
  return (
    <div className="notice notice--danger" data-testid="webhooks-failing">
      <p>
        <strong>{t('webhooks.failing.title', { count: failing.length })}</strong>
      </p>
      <ul>
        {failing.map((webhook) => (
          <li key={webhook.id}>
            {webhook.failingSince
              ? t('webhooks.failing.since', {
                  url: webhook.url,
                  time: formatDateTime(webhook.failingSince),
                })
              : webhook.url}
          </li>
        ))}
      </ul>
      <p>{t('webhooks.failing.advice')}</p>
    </div>
  );
}
