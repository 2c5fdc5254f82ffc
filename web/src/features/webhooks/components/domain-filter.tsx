// The domain filter of a webhook: a checkbox per short domain the account sees. Hidden while only
// the default domain exists (a filter by it would let everything through anyway), except when the
// webhook already filters by domains. An id no longer listed stays choosable, named by its id.
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel, hasSeveralDomains } from '@/lib/domains/names';

export function DomainFilter({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { data: domains } = useDomains();
  if (!hasSeveralDomains(domains) && value.length === 0) return null;
  const known = (domains ?? []).map((d) => ({ id: d.id, label: domainChoiceLabel(d) }));
  const unknown = value
    .filter((id) => !known.some((d) => d.id === id))
    .map((id) => ({ id, label: id }));
  return (
    <fieldset className="stack">
      <legend className="field__label">{t('webhooks.fields.domains')}</legend>
      {[...known, ...unknown].map((domain) => (
        <CheckboxField
          key={domain.id}
          label={domain.label}
          checked={value.includes(domain.id)}
          onChange={(event) => onChange(domain.id, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
