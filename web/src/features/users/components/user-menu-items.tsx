// The context menu of a user row: change username / e-mail / password / role, reset the
// secret, delete. Items the caller may not use are disabled (or hidden for non-owners' roles).
import type { QueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@/components/context-menu/context-menu-store';
import { confirmAction, showInformation, withLoader } from '@/components/popup/popup-helpers';
import { popups } from '@/components/popup/popup-store';
import { toast } from '@/components/toast/toast-store';
import {
  KeyIcon,
  LockIcon,
  MailIcon,
  ShieldIcon,
  TrashIcon,
  UserIcon,
} from '@/components/ui/icons';
import { loadAccount } from '@/lib/account/get-me';
import { generateNewSecret } from '@/lib/account/new-secret';
import type { Account } from '@/lib/account/types';
import type { ApiResult } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CredentialPopupData } from '@/types/credential-popup';
import { deleteUser } from '../api/delete-user';
import { setUserDisabled } from '../api/set-user-disabled';
import { updateUserEmail } from '../api/update-user-email';
import { updateUserPassword } from '../api/update-user-password';
import { updateUserRole } from '../api/update-user-role';
import { updateUserUsername } from '../api/update-user-username';
import type { Role, UserAccount, Verification } from '../types';
import { canEditCredentials, canManage, ROLE_LABELS } from '../utils/permissions';
import { withVerification } from '@/lib/account/verification';

type Update = (account: string, value: string, verification: Verification) => Promise<ApiResult>;

export function userMenuItems(
  caller: Account,
  user: UserAccount,
  queryClient: QueryClient,
): MenuItem[] {
  const isSelf = caller.id === user.id;
  const manageable = canManage(caller, user);
  const editable = canEditCredentials(caller, user);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    if (isSelf) await loadAccount();
  };

  const credentialData = (update: Update, what: string): CredentialPopupData => ({
    target: { id: user.id, username: user.username, email: user.email },
    submit: async (value) => {
      const answer = await withVerification(
        (verification) => update(user.id, value, verification),
        `Enter your ${caller.totp ? 'authentication code' : 'password'} to change the ${what} of ${user.username}.`,
      );
      if (answer?.success) await refresh();
      return answer;
    },
  });

  const changeRole = async (role: Role) => {
    if (role === user.role) return;
    if (role === 'owner') {
      const sure = await confirmAction({
        title: 'Transfer ownership',
        description: `${user.username} becomes the owner of this instance and you become an admin. Only the new owner can undo this.`,
        confirmName: 'Transfer ownership',
        danger: true,
      });
      if (!sure) return;
    }
    const answer = await withVerification((verification) =>
      updateUserRole(user.id, role, verification),
    );
    if (!answer?.success) return;
    toast(answer.message || 'User role successfully updated');
    // A transfer changes the caller's own role too: block the page while both reload.
    await withLoader(async () => {
      if (role === 'owner') await loadAccount();
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    }, 'Updating roles…');
  };

  const resetSecret = async () => {
    const sure = await confirmAction({
      title: 'Reset API secret',
      description: `${isSelf ? 'Your' : `${user.username}'s`} current API secret stops working at once.`,
      confirmName: 'Reset secret',
      danger: true,
    });
    if (!sure) return;
    const answer = await generateNewSecret(isSelf ? undefined : user.id);
    if (!answer.success || !answer.result) return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    void showInformation({
      title: 'New API secret',
      description: (
        <>
          <span>
            {isSelf ? 'Your new secret:' : `The new secret of ${user.username} (shown only now):`}
          </span>
          <code className="secret">{answer.result.secret}</code>
        </>
      ),
      buttons: [{ name: 'Okay', type: 'primary', action: ({ close }) => close() }],
    });
  };

  const switchDisabled = async () => {
    const disabling = !user.disabled;
    if (disabling) {
      const sure = await confirmAction({
        title: `Disable ${user.username}`,
        description:
          'The account is kept with its links, but cannot log in, and its sessions, API tokens and API secret stop working at once. You can enable it again.',
        confirmName: 'Disable account',
        danger: true,
      });
      if (!sure) return;
    }
    const answer = await withVerification((verification) =>
      setUserDisabled(user.id, disabling, verification),
    );
    if (!answer?.success) return;
    toast(answer.message || (disabling ? 'Account disabled' : 'Account enabled'));
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
  };

  const remove = async () => {
    const sure = await confirmAction({
      title: `Delete ${user.username}`,
      description: 'The account and its sessions are deleted. Its links stay, without an author.',
      confirmName: 'Delete account',
      danger: true,
    });
    if (!sure) return;
    const answer = await withVerification((verification) => deleteUser(user.id, verification));
    if (!answer?.success) return;
    toast(answer.message || 'Deleted account!');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: queryKeys.about }),
    ]);
  };

  return [
    {
      label: 'Change username',
      icon: <UserIcon />,
      disabled: !editable,
      onClick: () =>
        void popups.open('ChangeUsername', credentialData(updateUserUsername, 'username')),
    },
    {
      label: 'Change e-mail',
      icon: <MailIcon />,
      disabled: !editable,
      onClick: () => void popups.open('ChangeEmail', credentialData(updateUserEmail, 'e-mail')),
    },
    {
      label: 'Change password',
      icon: <LockIcon />,
      disabled: !editable,
      divided: true,
      onClick: () =>
        void popups.open('ChangePassword', credentialData(updateUserPassword, 'password')),
    },
    {
      label: 'Change role',
      icon: <ShieldIcon />,
      hidden: caller.role !== 'owner',
      disabled: isSelf,
      children: (['owner', 'admin', 'standard'] as const).map((role) => ({
        label: role === 'owner' ? 'Owner (transfer ownership)' : ROLE_LABELS[role],
        checked: user.role === role,
        onClick: () => void changeRole(role),
      })),
    },
    {
      label: 'Reset secret',
      icon: <KeyIcon />,
      disabled: !isSelf && !manageable,
      divided: true,
      onClick: () => void resetSecret(),
    },
    {
      label: user.disabled ? 'Enable account' : 'Disable account',
      icon: <LockIcon />,
      disabled: isSelf || !manageable,
      onClick: () => void switchDisabled(),
    },
    {
      label: 'Delete user',
      icon: <TrashIcon />,
      disabled: !manageable,
      onClick: () => void remove(),
    },
  ];
}
