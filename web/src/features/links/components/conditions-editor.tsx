// The conditions of one redirect rule: a type, and the key and value that type needs (a device
// from a list, a date from a date picker, text otherwise). All of them must match.
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { CONDITION_TYPES, DEVICES, type ConditionType } from '../types';
import { conditionNeeds, emptyCondition, type LinkFormValues } from '../utils/link-form';
import { LIMITS } from '../utils/link-schema';

// Labels are keys of the links catalog, resolved at render.
const TYPE_LABELS: Record<ConditionType, ParseKeys> = {
  device: 'links.conditions.types.device',
  language: 'links.conditions.types.language',
  country: 'links.conditions.types.country',
  'query-param': 'links.conditions.types.queryParam',
  'query-param-present': 'links.conditions.types.queryParamPresent',
  'before-date': 'links.conditions.types.beforeDate',
  'after-date': 'links.conditions.types.afterDate',
};

const DEVICE_LABELS: Record<(typeof DEVICES)[number], ParseKeys> = {
  desktop: 'links.conditions.devices.desktop',
  mobile: 'links.conditions.devices.mobile',
  android: 'links.conditions.devices.android',
  ios: 'links.conditions.devices.ios',
};

/** The value field's label and placeholder (keys; a country code is the same everywhere). */
const VALUE_LABELS: Partial<
  Record<ConditionType, { label: ParseKeys; placeholder?: ParseKeys; example?: string }>
> = {
  language: {
    label: 'links.conditions.language',
    placeholder: 'links.conditions.languagePlaceholder',
  },
  country: { label: 'links.conditions.country', example: 'DE' },
  'query-param': { label: 'links.conditions.value' },
  'before-date': { label: 'links.conditions.date' },
  'after-date': { label: 'links.conditions.date' },
};

const PARAMETER_EXAMPLE = 'utm_source';

/** What a newly chosen type starts with. */
const startValue = (type: ConditionType) => (type === 'device' ? 'mobile' : '');

export function ConditionsEditor({
  form,
  ruleIndex,
}: {
  form: UseFormReturn<LinkFormValues>;
  ruleIndex: number;
}) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const name = `redirectRules.${ruleIndex}.conditions` as const;
  const conditions = useFieldArray({ control, name });
  const types = useWatch({ control, name }) ?? [];
  const rule = ruleIndex + 1;

  return (
    <div className="conditions">
      <p className="conditions__title">{t('links.conditions.title')}</p>
      {conditions.fields.map((field, index) => {
        const type = types[index]?.type ?? field.type;
        const needs = conditionNeeds(type);
        const fieldErrors = errors.redirectRules?.[ruleIndex]?.conditions?.[index];
        const typeField = register(`${name}.${index}.type`);
        const value = VALUE_LABELS[type];
        return (
          <fieldset key={field.id} className="condition">
            <legend className="visually-hidden">
              {t('links.conditions.legend', { condition: index + 1, rule })}
            </legend>
            <SelectField
              label={t('links.conditions.type')}
              options={CONDITION_TYPES.map((c) => ({ value: c, label: t(TYPE_LABELS[c]) }))}
              {...typeField}
              onChange={(event) => {
                void typeField.onChange(event);
                const next = event.target.value as ConditionType;
                setValue(`${name}.${index}.value`, startValue(next));
                setValue(`${name}.${index}.key`, '');
              }}
            />
            {needs.key && (
              <TextField
                label={t('links.conditions.parameter')}
                autoCapitalize="none"
                spellCheck={false}
                placeholder={PARAMETER_EXAMPLE}
                error={fieldErrors?.key?.message}
                {...register(`${name}.${index}.key`)}
              />
            )}
            {type === 'device' && (
              <SelectField
                label={t('links.conditions.device')}
                options={DEVICES.map((d) => ({ value: d, label: t(DEVICE_LABELS[d]) }))}
                error={fieldErrors?.value?.message}
                {...register(`${name}.${index}.value`)}
              />
            )}
            {needs.value && value && (
              <TextField
                label={t(value.label)}
                type={type === 'before-date' || type === 'after-date' ? 'datetime-local' : 'text'}
                placeholder={value.placeholder ? t(value.placeholder) : value.example}
                autoCapitalize="none"
                spellCheck={false}
                error={fieldErrors?.value?.message}
                {...register(`${name}.${index}.value`)}
              />
            )}
            <Button
              size="sm"
              variant="ghost"
              className="condition__remove"
              aria-label={t('links.conditions.remove', { condition: index + 1, rule })}
              onClick={() => conditions.remove(index)}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('links.conditions.addTo', { rule })}
          disabled={conditions.fields.length >= LIMITS.conditions}
          onClick={() => conditions.append(emptyCondition())}
        >
          {t('links.conditions.add')}
        </Button>
      </div>
    </div>
  );
}
