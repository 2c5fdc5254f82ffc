// Settings → Webhooks (/dash/settings/webhooks) and one webhook with its delivery log
// (/dash/settings/webhooks/:id). The router loads this file lazily, with the feature behind it.
import { useParams } from 'react-router';
import { WebhookDetails } from '@/features/webhooks/components/webhook-details';
import { WebhooksCard } from '@/features/webhooks/components/webhooks-card';

export function WebhooksSection() {
  return (
    <div className="settings-grid">
      <div className="settings-grid__wide">
        <WebhooksCard />
      </div>
    </div>
  );
}

export function WebhookPage() {
  const { id = '' } = useParams();
  return <WebhookDetails id={id} />;
}
