// The fallbacks of a domain, shared by AddDomain and EditDomain: where its root, unknown slugs
// and expired links lead, and whether standard accounts may create links on it.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextField } from '@/components/ui/field';
import { FALLBACK_FIELDS, type DomainFormValues } from '../utils/domain-form';

/** An example address, the same in every language. */
const REDIRECT_EXAMPLE = 'https://example.com/';

export function DomainFields({
  form,
  isDefault,
}: {
  form: UseFormReturn<DomainFormValues>;
  /** The default domain is open to every account, so it has no switch for that. */
  isDefault: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      {FALLBACK_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`domains.fields.${field}.label`)}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={REDIRECT_EXAMPLE}
          hint={t(`domains.fields.${field}.hint`)}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      {!isDefault && (
        <CheckboxField
          label={t('domains.fields.standardMayCreate.label')}
          hint={t('domains.fields.standardMayCreate.hint')}
          {...register('standardMayCreate')}
        />
      )}
    </>
  );
}
