// WebhookSecret: a webhook's signing secret, shown once after it was created or rotated, with a
// copy button. Nothing shows it again, so the popup says so and does not close on a stray click.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';

export interface WebhookSecretData {
  url: string;
  secret: string;
  /** After a rotation: until when the old secret still signs too. */
  previousValidUntil?: string | null;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    WebhookSecret: PopupEntry<WebhookSecretData, undefined>;
  }
}

export function WebhookSecretPopup({ data, close }: PopupPropsOf<'WebhookSecret'>) {
  const { t } = useTranslation();
  const rotated = data.previousValidUntil !== undefined;
  const copy = async () => {
    const copied = await copyText(data.secret);
    toast(
      copied ? t('webhooks.secret.copied') : t('webhooks.secret.copyFailed'),
      copied ? 'info' : 'error',
    );
  };
  return (
    <PopupShell
      title={rotated ? t('webhooks.secret.rotatedTitle') : t('webhooks.secret.title')}
      description={t('webhooks.secret.description', { url: data.url })}
      dismissOnOutsideClick={false}
    >
      <div className="stack">
        <p>
          <strong>{t('webhooks.secret.onlyOnce')}</strong>
        </p>
        <code className="secret" data-testid="webhook-secret">
          {data.secret}
        </code>
        {rotated && (
          <p className="muted">
            {data.previousValidUntil
              ? t('webhooks.secret.previousUntil', {
                  time: formatDateTime(data.previousValidUntil),
                })
              : t('webhooks.secret.previousDay')}
          </p>
        )}
        <p className="muted">{t('webhooks.secret.howToVerify')}</p>
        <div className="popup__actions">
          <Button onClick={() => void copy()}>{t('webhooks.secret.copy')}</Button>
          <Button variant="primary" onClick={() => close()}>
            {t('webhooks.secret.done')}
          </Button>
        </div>
      </div>
    </PopupShell>
  );
}

export default WebhookSecretPopup;
