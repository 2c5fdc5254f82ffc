// What a subscription sends to: chosen when adding it (a signed webhook, or visits forwarded to
// Matomo, Plausible or Umami), shown but not changeable when editing.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FORWARDING_KINDS, type WebhookKind } from '../types';
import { forwardingLabel, isForwardingKind } from '../utils/kind-label';

// The services' names are the same in every language; their hints are translated.
const SERVICE_NAMES = { matomo: 'Matomo', plausible: 'Plausible', umami: 'Umami' } as const;

export function KindChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (kind: WebhookKind) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <ChoiceGroup<WebhookKind>
      legend={t('webhooks.kindChoice.legend')}
      name={name}
      options={[
        {
          value: 'webhook',
          label: t('webhooks.kindChoice.webhook'),
          hint: t('webhooks.kindChoice.webhookHint'),
        },
        ...FORWARDING_KINDS.map((kind) => ({
          value: kind,
          label: SERVICE_NAMES[kind],
          hint: t(`webhooks.kindChoice.${kind}Hint`),
        })),
      ]}
      value={isForwardingKind(value) ? value : 'webhook'}
      onChange={onChange}
    />
  );
}

/** The kind of a subscription being edited, in words. */
export function KindShown({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const label = kind === 'webhook' ? t('webhooks.kindChoice.webhook') : forwardingLabel(kind);
  return <p className="muted">{t('webhooks.kindChoice.shown', { kind: label })}</p>;
}
