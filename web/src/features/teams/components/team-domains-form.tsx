// The owner's and admins' choice of a team's domains: "Every domain", or the domains checked
// (one at least). Starts from the team's choice of the moment; the server checks it again (only
// admins and the owner; known domains).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage } from '@/components/ui/field';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel } from '@/lib/domains/names';
import type { Team } from '@/lib/teams/types';
import { useSetTeamDomains } from '../api/set-team-domains';

const HINT_ID = 'team-domains-hint';

export function TeamDomainsForm({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { data: domains } = useDomains();
  const save = useSetTeamDomains();
  const [every, setEvery] = useState(team.domains === null);
  const [chosen, setChosen] = useState<string[]>(() => (team.domains ?? []).map((d) => d.id));
  const [error, setError] = useState('');

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    // Only domains still listed: a removed one is gone from the team's choice too.
    const ids = chosen.filter((id) => domains?.some((domain) => domain.id === id) ?? true);
    if (!every && ids.length === 0) return setError(t('teams.domains.required'));
    const saved = await save
      .mutateAsync({ id: team.id, domains: every ? null : ids })
      .catch((failure: unknown) => {
        setError(failure instanceof Error ? failure.message : String(failure));
        return null;
      });
    if (saved) toast(t('teams.domains.saved', { name: saved.name }));
  };

  return (
    <form
      className="stack"
      aria-label={t('teams.domains.form', { name: team.name })}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <CheckboxField
        label={t('teams.domains.everyChoice')}
        hint={t('teams.domains.everyHint')}
        checked={every}
        onChange={(event) => setEvery(event.target.checked)}
      />
      <fieldset className="stack" disabled={every} aria-describedby={HINT_ID}>
        <legend>{t('teams.domains.legend')}</legend>
        <p id={HINT_ID} className="field__hint">
          {t('teams.domains.legendHint')}
        </p>
        {(domains ?? []).map((domain) => (
          <CheckboxField
            key={domain.id}
            label={domainChoiceLabel(domain)}
            checked={!every && chosen.includes(domain.id)}
            onChange={(event) => toggle(domain.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <FormMessage message={error} />
      <div className="card__actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('teams.domains.submit')}
        </Button>
      </div>
    </form>
  );
}
