// The account's API tokens: name, scopes, team (for team tokens), expiry and last use, each with
// Revoke. The Team column is shown once a token acts for a team; its name comes from the teams
// list, which holds every team the account still sees.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTeams } from '@/lib/teams/get-teams';
import { formatTime, type ApiToken } from '../types';

/**
 * The name of a token's team: nothing for the account's own tokens (and while the teams load);
 * a team the list no longer holds is one the account left or was removed from.
 */
function useTeamName(): (team: string | null) => string {
  const { t } = useTranslation();
  const { data: teams } = useTeams();
  return (team) => {
    if (team === null || teams === undefined) return '';
    const found = teams.find((other) => other.id === team);
    return found ? found.name : t('teams.tokens.gone');
  };
}

export function TokensTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const withTeams = tokens.some((token) => token.team !== null);
  return (
    <div className="table-wrap">
      <table className="table" aria-label={t('access.tokens.table')}>
        <thead>
          <tr>
            <th scope="col">{t('access.tokens.columns.name')}</th>
            <th scope="col">{t('access.tokens.columns.scopes')}</th>
            {withTeams && <th scope="col">{t('teams.tokens.column')}</th>}
            <th scope="col">{t('access.tokens.columns.expires')}</th>
            <th scope="col">{t('access.lastUsed')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('access.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <td data-label={t('access.tokens.columns.name')}>{token.name}</td>
              <td data-label={t('access.tokens.columns.scopes')}>{token.scopes.join(', ')}</td>
              {withTeams && <td data-label={t('teams.tokens.column')}>{teamName(token.team)}</td>}
              <td data-label={t('access.tokens.columns.expires')}>
                {token.expired ? (
                  <span className="badge badge--danger">{t('access.tokens.expired')}</span>
                ) : (
                  formatTime(token.expiresAt)
                )}
              </td>
              <td data-label={t('access.lastUsed')}>{formatTime(token.lastUsedAt)}</td>
              <td className="table__actions">
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={t('access.tokens.revokeLabel', { name: token.name })}
                  onClick={() => onRevoke(token)}
                >
                  {t('access.tokens.revoke')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
