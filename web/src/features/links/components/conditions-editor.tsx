// The conditions of one redirect rule: a type, and the key and value that type needs (a device
// from a list, a date from a date picker, text otherwise). All of them must match.
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { CONDITION_TYPES, DEVICES, type ConditionType } from '../types';
import { conditionNeeds, emptyCondition, type LinkFormValues } from '../utils/link-form';
import { LIMITS } from '../utils/link-schema';

const TYPE_LABELS: Record<ConditionType, string> = {
  device: 'Device',
  language: 'Browser language',
  country: 'Country',
  'query-param': 'Query parameter equals',
  'query-param-present': 'Query parameter present',
  'before-date': 'Before a date',
  'after-date': 'From a date on',
};

const DEVICE_LABELS: Record<(typeof DEVICES)[number], string> = {
  desktop: 'Desktop',
  mobile: 'Phone or tablet',
  android: 'Android',
  ios: 'iPhone or iPad (iOS)',
};

const VALUE_LABELS: Partial<Record<ConditionType, { label: string; placeholder?: string }>> = {
  language: { label: 'Language', placeholder: 'en or en-GB' },
  country: { label: 'Country code', placeholder: 'DE' },
  'query-param': { label: 'Value' },
  'before-date': { label: 'Date' },
  'after-date': { label: 'Date' },
};

/** What a newly chosen type starts with. */
const startValue = (type: ConditionType) => (type === 'device' ? 'mobile' : '');

export function ConditionsEditor({
  form,
  ruleIndex,
}: {
  form: UseFormReturn<LinkFormValues>;
  ruleIndex: number;
}) {
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
      <p className="conditions__title">When all of these match:</p>
      {conditions.fields.map((field, index) => {
        const type = types[index]?.type ?? field.type;
        const needs = conditionNeeds(type);
        const fieldErrors = errors.redirectRules?.[ruleIndex]?.conditions?.[index];
        const typeField = register(`${name}.${index}.type`);
        const value = VALUE_LABELS[type];
        return (
          <fieldset key={field.id} className="condition">
            <legend className="visually-hidden">
              Condition {index + 1} of rule {rule}
            </legend>
            <SelectField
              label="If"
              options={CONDITION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
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
                label="Parameter"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="utm_source"
                error={fieldErrors?.key?.message}
                {...register(`${name}.${index}.key`)}
              />
            )}
            {type === 'device' && (
              <SelectField
                label="Device"
                options={DEVICES.map((d) => ({ value: d, label: DEVICE_LABELS[d] }))}
                error={fieldErrors?.value?.message}
                {...register(`${name}.${index}.value`)}
              />
            )}
            {needs.value && value && (
              <TextField
                label={value.label}
                type={type === 'before-date' || type === 'after-date' ? 'datetime-local' : 'text'}
                placeholder={value.placeholder}
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
              aria-label={`Remove condition ${index + 1} of rule ${rule}`}
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
          aria-label={`Add a condition to rule ${rule}`}
          disabled={conditions.fields.length >= LIMITS.conditions}
          onClick={() => conditions.append(emptyCondition())}
        >
          Add condition
        </Button>
      </div>
    </div>
  );
}
