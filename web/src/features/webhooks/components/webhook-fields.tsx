// The fields of a webhook, shared by CreateWebhook and EditWebhook: the endpoint, a description,
// the events (instance-wide ones only for the owner and admins; none for an analytics
// forwarding, which forwards visits only) and the optional filters.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { WEBHOOK_EVENTS } from '../types';
import type { WebhookFormValues } from '../utils/webhook-form';
import { MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH } from '../utils/webhook-schema';
import { DomainFilter } from './domain-filter';

/** An example endpoint, the same in every language. */
const URL_EXAMPLE = 'https://hooks.example.com/linkhop';

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

export function WebhookFields({
  form,
  forwarding = false,
}: {
  form: UseFormReturn<WebhookFormValues>;
  /** An analytics forwarding forwards visits only: its events are not offered. */
  forwarding?: boolean;
}) {
  const { t } = useTranslation();
  const manager = isManager(useAccount());
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        label={t('webhooks.fields.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_URL_LENGTH}
        placeholder={URL_EXAMPLE}
        hint={t('webhooks.fields.urlHint')}
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label={t('webhooks.fields.description')}
        autoComplete="off"
        maxLength={MAX_DESCRIPTION_LENGTH}
        hint={t('webhooks.fields.descriptionHint')}
        error={errors.description?.message}
        {...register('description')}
      />
      {!forwarding && (
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
      )}
      <fieldset className="stack">
        <legend className="field__label">{t('webhooks.fields.filters')}</legend>
        <p className="field__hint">{t('webhooks.fields.filtersHint')}</p>
        <TextAreaField
          label={t('webhooks.fields.tags')}
          rows={2}
          hint={t('webhooks.fields.tagsHint')}
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextAreaField
          label={t('webhooks.fields.links')}
          rows={2}
          spellCheck={false}
          hint={t('webhooks.fields.linksHint')}
          error={errors.links?.message}
          {...register('links')}
        />
        <Controller
          control={control}
          name="domains"
          render={({ field }) => (
            <DomainFilter
              value={field.value}
              onChange={(id, on) => field.onChange(toggled(field.value, id, on))}
            />
          )}
        />
      </fieldset>
    </>
  );
}
