// "Add a member": an account by its username, with a role (a viewer unless chosen otherwise).
// Setting the role of an account that is a member already changes its role, as the API does.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { TEAM_ROLES, type Team, type TeamRole } from '@/lib/teams/types';
import { useSetMember } from '../api/members';
import { teamRoleLabel } from '../utils/labels';

export function AddMemberForm({ team }: { team: Team }) {
  const { t } = useTranslation();
  const add = useSetMember();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<TeamRole>('viewer');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = username.trim();
    const members = await add.mutateAsync({ team: team.id, account, role }).catch(() => null);
    if (!members) return;
    setUsername('');
    // The server matches a username regardless of case: name the member as it is stored.
    const added = members.find((m) => m.username.toLowerCase() === account.toLowerCase());
    toast(
      t('teams.members.add.added', {
        username: added?.username ?? account,
        role: teamRoleLabel(role),
      }),
    );
  };

  return (
    <form
      className="filters"
      aria-label={t('teams.members.add.group')}
      onSubmit={(e) => void submit(e)}
    >
      <TextField
        label={t('teams.members.add.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        error={add.error?.message}
        onChange={(event) => {
          setUsername(event.target.value);
          if (add.error) add.reset();
        }}
      />
      <SelectField
        label={t('teams.members.add.role')}
        options={TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(value) }))}
        value={role}
        onChange={(event) => setRole(event.target.value as TeamRole)}
      />
      <div className="filters__actions">
        <Button type="submit" variant="primary" busy={add.isPending} disabled={!username.trim()}>
          {t('teams.members.add.submit')}
        </Button>
      </div>
    </form>
  );
}
