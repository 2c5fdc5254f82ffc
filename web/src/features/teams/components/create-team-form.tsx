// The Teams page's "Create a team": a name, and the caller becomes the team's first manager. The
// server's refusal (a taken or invalid name) shows on the field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { Team } from '@/lib/teams/types';
import { useCreateTeam } from '../api/create-team';
import { MAX_TEAM_NAME } from '../types';

export function CreateTeamForm({ onCreated }: { onCreated: (team: Team) => void }) {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const [name, setName] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const team = await create.mutateAsync(name.trim()).catch(() => null);
    if (!team) return;
    setName('');
    toast(t('teams.create.created', { name: team.name }));
    onCreated(team);
  };

  return (
    <form className="filters" aria-label={t('teams.create.group')} onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('teams.create.name')}
        autoComplete="off"
        maxLength={MAX_TEAM_NAME}
        value={name}
        error={create.error?.message}
        onChange={(event) => {
          setName(event.target.value);
          if (create.error) create.reset();
        }}
      />
      <div className="filters__actions">
        <Button type="submit" variant="primary" busy={create.isPending} disabled={!name.trim()}>
          {t('teams.create.submit')}
        </Button>
      </div>
    </form>
  );
}
