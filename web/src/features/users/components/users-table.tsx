// The users page: every account the caller may see, with a context menu per row.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useUsers } from '../api/get-users';
import { roleLabel } from '../utils/permissions';
import { userMenuItems } from './user-menu-items';

// A symbol, not a word: the button's name is its aria-label.
const MENU_ICON = '⋯';

export function UsersTable() {
  const { t } = useTranslation();
  const caller = useAccount();
  const allowed = isManager(caller);
  const queryClient = useQueryClient();
  const { data: users, isPending, error } = useUsers(allowed);

  if (!caller || !allowed) {
    return (
      <section className="card">
        <h2 className="card__title">{t('users.title')}</h2>
        <p>{t('users.table.notAllowed')}</p>
      </section>
    );
  }

  return (
    <section className="card card--flush" aria-labelledby="users-heading">
      <div className="toolbar">
        <h2 id="users-heading" className="card__title">
          {t('users.table.heading')}
        </h2>
        <Button variant="primary" onClick={() => void popups.open('CreateUser')}>
          {t('users.table.create')}
        </Button>
      </div>
      {error && !users && (
        <p className="table-state" role="alert">
          {t('users.table.loadFailed', { message: error.message })}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          {t('users.table.loading')}
        </p>
      )}
      {users && (
        <div className="table-wrap">
          <table className="table table--users">
            <caption className="visually-hidden">{t('users.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.table.columns.username')}</th>
                <th scope="col">{t('users.table.columns.email')}</th>
                <th scope="col">{t('users.table.columns.role')}</th>
                <th scope="col">{t('users.table.columns.twoFactor')}</th>
                <th scope="col">{t('users.table.columns.secret')}</th>
                <th scope="col">{t('users.table.columns.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('users.table.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const label = t('users.table.actionsFor', { username: user.username });
                const items = () => userMenuItems(caller, user, queryClient);
                return (
                  <tr
                    key={user.id}
                    onContextMenu={(event) => openContextMenu(event, items(), { label })}
                  >
                    <td data-label={t('users.table.columns.username')}>
                      {user.username}
                      {user.id === caller.id && (
                        <span className="badge badge--info">{t('users.table.you')}</span>
                      )}
                    </td>
                    <td data-label={t('users.table.columns.email')} className="cell-truncate">
                      {user.email}
                    </td>
                    <td data-label={t('users.table.columns.role')}>
                      <span className={`badge badge--role-${user.role}`}>
                        {roleLabel(user.role)}
                      </span>
                    </td>
                    <td data-label={t('users.table.columns.twoFactor')}>
                      {user.totp ? t('users.table.twoFactorOn') : t('users.table.twoFactorOff')}
                    </td>
                    <td data-label={t('users.table.columns.secret')}>
                      {user.hasSecret ? t('users.table.secretSet') : t('users.table.secretNone')}
                    </td>
                    <td data-label={t('users.table.columns.state')}>
                      {user.disabled ? (
                        <span className="badge badge--danger">{t('users.table.disabled')}</span>
                      ) : (
                        <span className="badge">{t('users.table.active')}</span>
                      )}
                    </td>
                    <td className="table__actions">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={label}
                        aria-haspopup="menu"
                        onClick={(event) =>
                          openContextMenuAt(event.currentTarget, items(), { label })
                        }
                      >
                        <span aria-hidden="true">{MENU_ICON}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
