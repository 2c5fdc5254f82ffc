// The import's domain choices: the domain for rows that name none (shown only when there is a
// choice) and, for files that name domains, whether to add the ones that do not exist yet (the
// owner and admins only, as the server allows).
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/field';
import { isManager } from '@/lib/account/types';
import { useAccount } from '@/lib/account/account-store';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel, hasSeveralDomains } from '@/lib/domains/names';
import { SERVICES_WITH_DOMAINS, type ImportOptions, type ImportService } from '../types';

export function ImportDomainFields({
  service,
  options,
  onChange,
}: {
  service: ImportService;
  options: ImportOptions;
  onChange: (options: ImportOptions) => void;
}) {
  const { t } = useTranslation();
  const account = useAccount();
  const { data: domains } = useDomains();
  const namesDomains = SERVICES_WITH_DOMAINS.includes(service);
  return (
    <>
      {hasSeveralDomains(domains) && (
        <SelectField
          label={t('importExport.domains.label')}
          hint={namesDomains ? t('importExport.domains.namedHint') : t('importExport.domains.hint')}
          value={options.domain}
          onChange={(event) => onChange({ ...options, domain: event.target.value })}
          options={(domains ?? []).map((d) => ({
            value: d.isDefault ? '' : (d.host ?? ''),
            label: domainChoiceLabel(d),
          }))}
        />
      )}
      {namesDomains && isManager(account) && (
        <CheckboxField
          label={t('importExport.domains.create')}
          hint={t('importExport.domains.createHint')}
          checked={options.createDomains}
          onChange={(event) => onChange({ ...options, createDomains: event.target.checked })}
        />
      )}
    </>
  );
}
