// The fields of a subscription, shared by CreateWebhook and EditWebhook: what it sends to (chosen
// when adding, shown when editing), the endpoint, a forwarding's site, a description, whose links
// it hears (the owner only), the events (none for an analytics forwarding, which forwards human
// visits only) and the optional filters.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { ForwardingKind, WebhookKind } from '../types';
import { isForwardingKind } from '../utils/kind-label';
import { toggled, type WebhookFormValues } from '../utils/webhook-form';
import { MAX_DESCRIPTION_LENGTH, MAX_URL_LENGTH } from '../utils/webhook-schema';
import { DomainFilter } from './domain-filter';
import { EventPicker } from './event-picker';
import { KindChoice, KindShown } from './kind-choice';
import { ScopeChoice } from './scope-choice';
import { SiteFields } from './site-fields';

/** Example endpoints, the same in every language. */
const URL_EXAMPLE = 'https://hooks.example.com/linkhop';
const SERVICE_ENDPOINT_EXAMPLES: Record<ForwardingKind, string> = {
  matomo: 'https://matomo.example.com/matomo.php',
  plausible: 'https://plausible.io/api/event',
  umami: 'https://umami.example.com/api/send',
};

export function WebhookFields({
  form,
  editing = false,
  storedToken = false,
}: {
  form: UseFormReturn<WebhookFormValues>;
  /** Editing: the kind is shown, not chosen. */
  editing?: boolean;
  /** Editing a Matomo forwarding that holds a token. */
  storedToken?: boolean;
}) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const scope = useWatch({ control, name: 'scope' });
  const service = isForwardingKind(kind) ? kind : null;
  const forwarding = kind !== 'webhook';
  const choose = (next: WebhookKind) => {
    setValue('kind', next);
    // The other kind's refusals no longer apply.
    clearErrors();
  };
  return (
    <>
      {editing ? <KindShown kind={kind} /> : <KindChoice value={kind} onChange={choose} />}
      <TextField
        label={forwarding ? t('webhooks.forwarding.url') : t('webhooks.fields.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_URL_LENGTH}
        placeholder={service ? SERVICE_ENDPOINT_EXAMPLES[service] : URL_EXAMPLE}
        hint={
          service
            ? t(`webhooks.forwarding.urlHint.${service}`, {
                example: SERVICE_ENDPOINT_EXAMPLES[service],
              })
            : t('webhooks.fields.urlHint')
        }
        error={errors.url?.message}
        {...register('url')}
      />
      {service && <SiteFields kind={service} form={form} storedToken={storedToken} />}
      <TextField
        label={t('webhooks.fields.description')}
        autoComplete="off"
        maxLength={MAX_DESCRIPTION_LENGTH}
        hint={t('webhooks.fields.descriptionHint')}
        error={errors.description?.message}
        {...register('description')}
      />
      <ScopeChoice control={control} />
      {forwarding ? (
        <p className="field__hint">{t('webhooks.forwarding.visitsOnly')}</p>
      ) : (
        <EventPicker control={control} />
      )}
      <fieldset className="stack">
        <legend className="field__label">{t('webhooks.fields.filters')}</legend>
        <p className="field__hint">
          {scope === 'instance'
            ? t('webhooks.fields.filtersHintInstance')
            : t('webhooks.fields.filtersHint')}
        </p>
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
