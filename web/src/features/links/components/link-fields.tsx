// The fields of a link form, shared by CreateLink and EditLink: the short domain, the
// destination URL and the slug; and a new link's team.
import { useTranslation } from 'react-i18next';
import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/checkbox-field';
import {
  SelectField,
  TextField,
  type SelectFieldProps,
  type TextFieldProps,
} from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { useTeams } from '@/lib/teams/get-teams';
import { teamsForLinks } from '@/lib/teams/permissions';
import { rules } from '@/lib/validation';
import { useDomainChoices } from '../hooks/use-domain-choices';

/**
 * The domain the short link lives on (its value: a host, empty for the default domain): those
 * the link may go on for its team (`team`, a team's id; empty: the account's own link). Shown
 * when there is a choice, and always for a team limited to some domains, which says so. A link's
 * current domain stays offered even when it may no longer be chosen.
 */
export function DomainField({
  current = null,
  team = null,
  hint,
  ...props
}: Omit<SelectFieldProps, 'label' | 'options'> & {
  current?: string | null;
  team?: string | null;
}) {
  const { t } = useTranslation();
  const { options, limitedBy } = useDomainChoices(team);
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: current });
  }
  if (limitedBy && options.length === 0) {
    return (
      <p className="field__error" role="alert">
        {t('teams.domains.noneForLinks', { name: limitedBy.name })}
      </p>
    );
  }
  if (!limitedBy && options.length < 2) return null;
  return (
    <SelectField
      label={t('links.fields.domain')}
      options={options}
      hint={limitedBy ? t('teams.domains.fieldHint', { name: limitedBy.name }) : hint}
      {...props}
    />
  );
}

/**
 * The team a new link goes in (its value: a team's id, empty for the account's own link): the
 * teams where the account is an editor or a manager, every team for the owner and admins. Shown
 * only when there is one.
 */
export function TeamField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  const { t } = useTranslation();
  const { data: teams } = useTeams();
  const allowed = teamsForLinks(teams, useAccount());
  if (allowed.length === 0) return null;
  const options = [
    { value: '', label: t('teams.links.fieldNone') },
    ...allowed.map((team) => ({ value: team.id, label: team.name })),
  ];
  return (
    <SelectField
      label={t('teams.links.field')}
      hint={t('teams.links.fieldHint')}
      options={options}
      {...props}
    />
  );
}

export function DestinationField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('links.fields.destination')}
      type="url"
      autoComplete="url"
      hint={rules.destination}
      {...props}
    />
  );
}

/** The slug is case-sensitive path text: no auto-capitals or spell check. */
export function SlugField(props: TextFieldProps) {
  return <TextField autoCapitalize="none" spellCheck={false} {...props} />;
}

/** Whether the link's statistics are public at <origin>/<slug>+. */
export function PublicStatsField(props: Omit<CheckboxFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      label={t('links.fields.publicStats')}
      hint={t('links.fields.publicStatsHint')}
      {...props}
    />
  );
}
