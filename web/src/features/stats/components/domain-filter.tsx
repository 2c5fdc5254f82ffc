// Which domain's links the statistics count: every domain, the default one, or another.
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { domainChoiceLabel } from '@/lib/domains/names';
import { DEFAULT_DOMAIN_FILTER, type Domain } from '@/lib/domains/types';

export function DomainFilter({
  domains,
  value,
  onChange,
}: {
  domains: Domain[];
  /** A host, "_default", or empty for every domain. */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('stats.filters.allDomains') },
    ...domains.map((d) => ({
      value: d.isDefault ? DEFAULT_DOMAIN_FILTER : (d.host ?? ''),
      label: domainChoiceLabel(d),
    })),
  ];
  return (
    <SelectField
      label={t('stats.filters.domain')}
      className="stats-filters__select"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
