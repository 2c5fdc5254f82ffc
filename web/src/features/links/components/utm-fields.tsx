// The "Campaign (UTM)" part of the Advanced section: a saved template to start from (the saved
// ones renamed or deleted beside the picker), the five values, whether they replace the
// destination's own, the final URL as the server will build it (docs/campaigns.md), and saving
// the values as a template.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage, SelectField, TextField } from '@/components/ui/field';
import { useCreateUtmTemplate, useUtmTemplates } from '../api/utm-templates';
import { utmBody, utmValues, type LinkFormValues } from '../utils/link-form';
import { joinUtm, UTM_KEYS } from '../utils/utm';
import { UtmTemplatesManager } from './utm-templates-manager';

export function UtmFields({ form }: { form: UseFormReturn<LinkFormValues> }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const [destination, utm] = useWatch({ control, name: ['destination', 'utm'] });
  const templates = useUtmTemplates();
  const save = useCreateUtmTemplate();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const body = utmBody(utm);
  const target = destination.trim();

  const pick = (id: string) => {
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (template) setValue('utm', utmValues(template.utm), { shouldDirty: true });
  };

  const onSave = async () => {
    setMessage(null);
    if (!name.trim()) {
      setMessage(t('links.utm.templateNameRequired'));
      return;
    }
    const saved = await save
      .mutateAsync({ name: name.trim(), utm: body ?? {} })
      .catch((error: unknown) => {
        setMessage(error instanceof Error ? error.message : String(error));
        return null;
      });
    if (saved) {
      toast(t('links.utm.templateSaved', { name: saved.name }));
      setName('');
    }
  };

  return (
    <fieldset className="stack">
      <legend>{t('links.utm.legend')}</legend>
      <p className="field__hint">{t('links.utm.hint')}</p>
      {templates.data && templates.data.length > 0 && (
        <>
          <SelectField
            label={t('links.utm.template')}
            value=""
            onChange={(event) => pick(event.target.value)}
            options={[
              { value: '', label: t('links.utm.noTemplate') },
              ...templates.data.map((tpl) => ({ value: tpl.id, label: tpl.name })),
            ]}
          />
          <UtmTemplatesManager templates={templates.data} />
        </>
      )}
      {UTM_KEYS.map((key) => (
        <TextField
          key={key}
          label={t(`links.utm.${key}`)}
          autoComplete="off"
          error={errors.utm?.[key]?.message}
          {...register(`utm.${key}`)}
        />
      ))}
      <CheckboxField label={t('links.utm.replace')} {...register('utm.replace')} />
      {body && target && (
        <p className="utm-preview">
          {t('links.utm.preview')}:{' '}
          <output className="cell-truncate">{joinUtm(target, utm)}</output>
        </p>
      )}
      {body && (
        <div className="field-row">
          <TextField
            label={t('links.utm.templateName')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            // Enter saves the template rather than the link.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void onSave();
            }}
          />
          <Button size="sm" onClick={onSave} busy={save.isPending}>
            {t('links.utm.saveTemplate')}
          </Button>
        </div>
      )}
      <FormMessage message={message} />
    </fieldset>
  );
}
