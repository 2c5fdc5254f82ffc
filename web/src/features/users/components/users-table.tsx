// The users page: every account the caller may see, with a context menu per row.
import { useQueryClient } from '@tanstack/react-query';
import { openContextMenu, openContextMenuAt } from '@/components/context-menu/context-menu-store';
import { popups } from '@/components/popup/popup-store';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { useUsers } from '../api/get-users';
import { ROLE_LABELS } from '../utils/permissions';
import { userMenuItems } from './user-menu-items';

export function UsersTable() {
  const caller = useAccount();
  const allowed = isManager(caller);
  const queryClient = useQueryClient();
  const { data: users, isPending, error } = useUsers(allowed);

  if (!caller || !allowed) {
    return (
      <section className="card">
        <h2 className="card__title">Users</h2>
        <p>Only the owner and admins can manage users.</p>
      </section>
    );
  }

  return (
    <section className="card card--flush" aria-labelledby="users-heading">
      <div className="toolbar">
        <h2 id="users-heading" className="card__title">
          Accounts
        </h2>
        <Button variant="primary" onClick={() => void popups.open('CreateUser')}>
          Create user
        </Button>
      </div>
      {error && !users && (
        <p className="table-state" role="alert">
          Could not load users: {error.message}
        </p>
      )}
      {isPending && (
        <p className="table-state" role="status">
          Loading users…
        </p>
      )}
      {users && (
        <div className="table-wrap">
          <table className="table table--users">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">2FA</th>
                <th scope="col">API secret</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const label = `Actions for ${user.username}`;
                const items = () => userMenuItems(caller, user, queryClient);
                return (
                  <tr
                    key={user.id}
                    onContextMenu={(event) => openContextMenu(event, items(), { label })}
                  >
                    <td data-label="Username">
                      {user.username}
                      {user.id === caller.id && <span className="badge badge--info">You</span>}
                    </td>
                    <td data-label="E-mail" className="cell-truncate">
                      {user.email}
                    </td>
                    <td data-label="Role">
                      <span className={`badge badge--role-${user.role}`}>
                        {ROLE_LABELS[user.role]}
                      </span>
                    </td>
                    <td data-label="2FA">{user.totp ? 'On' : 'Off'}</td>
                    <td data-label="API secret">{user.hasSecret ? 'Set' : 'None'}</td>
                    <td data-label="State">
                      {user.disabled ? (
                        <span className="badge badge--danger">Disabled</span>
                      ) : (
                        <span className="badge">Active</span>
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
                        <span aria-hidden="true">⋯</span>
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
