// RenameTeam: a team's new name (its managers, admins and the owner). A taken or invalid name
// is refused by the server and shown on the field.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { Team } from '@/lib/teams/types';
import { useRenameTeam } from '../api/rename-team';
import { MAX_TEAM_NAME } from '../types';

export interface RenameTeamData {
  team: Team;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    RenameTeam: PopupEntry<RenameTeamData, Team>;
  }
}

export function RenameTeamPopup({ data, close }: PopupPropsOf<'RenameTeam'>) {
  const { t } = useTranslation();
  const { team } = data;
  const rename = useRenameTeam();
  const [name, setName] = useState(team.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === team.name) {
      close(team);
      return;
    }
    const renamed = await rename.mutateAsync({ id: team.id, name: name.trim() }).catch(() => null);
    if (!renamed) return;
    toast(t('teams.rename.renamed', { name: renamed.name }));
    close(renamed);
  };

  return (
    <PopupShell
      title={t('teams.rename.title', { name: team.name })}
      size="sm"
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('teams.rename.name')}
          autoComplete="off"
          maxLength={MAX_TEAM_NAME}
          value={name}
          error={rename.error?.message}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={rename.isPending} disabled={!name.trim()}>
            {t('teams.rename.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default RenameTeamPopup;
