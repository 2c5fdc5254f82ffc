// The short domains a link form offers: those the link may go on, by the server's rule
// (src/lib/teams/team-domains.ts), for the team chosen (empty: the account's own link). A team
// limited to some domains offers those only; the create form then moves its value onto one.
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useAccount } from '@/lib/account/account-store';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel } from '@/lib/domains/names';
import { useTeams } from '@/lib/teams/get-teams';
import { domainsForLinks, domainValue, limitedTeam } from '@/lib/teams/team-domains';
import type { Team } from '@/lib/teams/types';
import type { LinkFormValues } from '../utils/link-form';

export interface DomainChoices {
  options: { value: string; label: string }[];
  /** The chosen team when it limits its links to some domains; null otherwise. */
  limitedBy: Team | null;
}

export function useDomainChoices(team: string | null | undefined): DomainChoices {
  const { data: domains } = useDomains();
  const { data: teams } = useTeams();
  const account = useAccount();
  const limitedBy = limitedTeam(teams, team);
  const options = domainsForLinks(domains, limitedBy, account).map((domain) => ({
    value: domainValue(domain),
    label: domainChoiceLabel(domain),
  }));
  return { options, limitedBy };
}

/**
 * Keeps a new link's domain among those its team allows: choosing a team limited to other
 * domains moves the form's domain onto the first of them.
 */
export function useKeepDomainAllowed(form: UseFormReturn<LinkFormValues>): void {
  const { options } = useDomainChoices(useWatch({ control: form.control, name: 'team' }));
  // A string, so the effect runs when the choices change, not at every render.
  const key = JSON.stringify(options.map((option) => option.value));
  const { getValues, setValue } = form;
  useEffect(() => {
    const [first, ...rest] = JSON.parse(key) as string[];
    if (first === undefined || [first, ...rest].includes(getValues('domain'))) return;
    setValue('domain', first, { shouldDirty: true });
  }, [key, getValues, setValue]);
}
