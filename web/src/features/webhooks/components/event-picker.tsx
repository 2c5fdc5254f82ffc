// A webhook's events as checkboxes; the instance-wide ones (accounts created or disabled) only
// for the owner and admins. Events the dashboard does not know stay chosen, unseen.
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { WEBHOOK_EVENTS } from '../types';
import { toggled, type WebhookFormValues } from '../utils/webhook-form';

export function EventPicker({ control }: { control: Control<WebhookFormValues> }) {
  const { t } = useTranslation();
  const manager = isManager(useAccount());
  return (
    <Controller
      control={control}
      name="events"
      render={({ field, fieldState }) => (
        <fieldset className="stack">
          <legend className="field__label">{t('webhooks.fields.events')}</legend>
          {WEBHOOK_EVENTS.filter((e) => !e.instanceWide || manager).map((e) => (
            <CheckboxField
              key={e.event}
              label={t('webhooks.fields.event', {
                event: e.event,
                description: t(`webhooks.events.${e.label}`),
              })}
              checked={field.value.includes(e.event)}
              onChange={(event) =>
                field.onChange(toggled(field.value, e.event, event.target.checked))
              }
            />
          ))}
          {manager && <p className="field__hint">{t('webhooks.fields.instanceEvents')}</p>}
          {fieldState.error?.message && (
            <p className="field__error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
