// The import's domain choices: the domain for rows that name none (shown only when there is a
// choice, and always for a team limited to some domains, whose domains alone are offered) and,
// for files that name domains, whether to add the ones that do not exist yet (the owner and
// admins only, as the server allows; never into a limited team, which would skip their rows).
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/field';
import { isManager } from '@/lib/account/types';
import { useAccount } from '@/lib/account/account-store';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel } from '@/lib/domains/names';
import { useTeams } from '@/lib/teams/get-teams';
import { domainsForLinks, domainValue, limitedTeam } from '@/lib/teams/team-domains';
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
  const { data: teams } = useTeams();
  const limitedBy = limitedTeam(teams, options.team);
  const allowed = domainsForLinks(domains, limitedBy, account);
  const namesDomains = SERVICES_WITH_DOMAINS.includes(service);
  const hint = limitedBy
    ? t('teams.domains.fieldHint', { name: limitedBy.name })
    : namesDomains
      ? t('importExport.domains.namedHint')
      : t('importExport.domains.hint');
  return (
    <>
      {(limitedBy !== null || allowed.length > 1) && (
        <SelectField
          label={t('importExport.domains.label')}
          hint={hint}
          value={options.domain}
          onChange={(event) => onChange({ ...options, domain: event.target.value })}
          options={allowed.map((d) => ({ value: domainValue(d), label: domainChoiceLabel(d) }))}
        />
      )}
      {namesDomains && isManager(account) && !limitedBy && (
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
