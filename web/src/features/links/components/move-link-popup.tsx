// MoveLink: puts a link in a team the caller may change links of, or takes it out of its team to
// the caller's own links. Where the link is now is not offered.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { useTeams } from '@/lib/teams/get-teams';
import { teamsForLinks } from '@/lib/teams/permissions';
import { useMoveLink } from '../api/move-link';
import type { Link } from '../types';

export interface MoveLinkData {
  link: Link;
  /** How the link is named on screen (its domain too, when not the default one). */
  name: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    MoveLink: PopupEntry<MoveLinkData, Link>;
  }
}

/** The select's value for "My links": out of the team (`team: null`). */
const MINE = '';

export function MoveLinkPopup({ data, close }: PopupPropsOf<'MoveLink'>) {
  const { t } = useTranslation();
  const { link, name } = data;
  const teams = useTeams();
  const move = useMoveLink();
  const options = [
    ...(link.team ? [{ value: MINE, label: t('teams.links.mine') }] : []),
    ...teamsForLinks(teams.data, useAccount())
      .filter((team) => team.id !== link.team?.id)
      .map((team) => ({ value: team.id, label: team.name })),
  ];
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen ?? options[0]?.value ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === null) return;
    const moved = await move.mutateAsync({ id: link.id, team: target || null }).catch(() => null);
    if (!moved) return;
    toast(t('teams.links.moved', { name, where: moved.team?.name ?? t('teams.links.mine') }));
    close(moved);
  };

  return (
    <PopupShell
      title={t('teams.links.moveTitle', { name })}
      description={t('teams.links.moveDescription', {
        where: link.team?.name ?? t('teams.links.mine'),
      })}
      size="sm"
    >
      <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
        {teams.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : options.length === 0 ? (
          <p>{t('teams.links.nowhere')}</p>
        ) : (
          <SelectField
            label={t('teams.links.moveTo')}
            options={options}
            value={target ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          />
        )}
        <FormMessage message={move.error?.message ?? teams.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={move.isPending} disabled={target === null}>
            {t('teams.links.moveSubmit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default MoveLinkPopup;
