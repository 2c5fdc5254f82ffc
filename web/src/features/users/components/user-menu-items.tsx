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
import { i18n } from '@/i18n';
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
import { canEditCredentials, canManage, roleLabel } from '../utils/permissions';
import { withVerification } from '@/lib/account/verification';

type Update = (account: string, value: string, verification: Verification) => Promise<ApiResult>;
type Credential = 'username' | 'email' | 'password';

// Built when the menu opens (not a component): texts come from `i18n.t` at that moment.
export function userMenuItems(
  caller: Account,
  user: UserAccount,
  queryClient: QueryClient,
): MenuItem[] {
  const t = i18n.t;
  const isSelf = caller.id === user.id;
  const manageable = canManage(caller, user);
  const editable = canEditCredentials(caller, user);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    if (isSelf) await loadAccount();
  };

  const credentialData = (update: Update, what: Credential): CredentialPopupData => ({
    target: { id: user.id, username: user.username, email: user.email },
    submit: async (value) => {
      const answer = await withVerification(
        (verification) => update(user.id, value, verification),
        t(`users.verifyChange.${what}.${caller.totp ? 'code' : 'password'}`, {
          username: user.username,
        }),
      );
      if (answer?.success) await refresh();
      return answer;
    },
  });

  const changeRole = async (role: Role) => {
    if (role === user.role) return;
    if (role === 'owner') {
      const sure = await confirmAction({
        title: t('users.transfer.title'),
        description: t('users.transfer.description', { username: user.username }),
        confirmName: t('users.transfer.confirm'),
        danger: true,
      });
      if (!sure) return;
    }
    const answer = await withVerification((verification) =>
      updateUserRole(user.id, role, verification),
    );
    if (!answer?.success) return;
    toast(answer.message || t('users.roleChange.updated'));
    // A transfer changes the caller's own role too: block the page while both reload.
    await withLoader(async () => {
      if (role === 'owner') await loadAccount();
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    }, t('users.roleChange.updating'));
  };

  const resetSecret = async () => {
    const sure = await confirmAction({
      title: t('users.resetSecret.title'),
      description: isSelf
        ? t('users.resetSecret.descriptionSelf')
        : t('users.resetSecret.descriptionOther', { username: user.username }),
      confirmName: t('users.resetSecret.confirm'),
      danger: true,
    });
    if (!sure) return;
    const answer = await generateNewSecret(isSelf ? undefined : user.id);
    if (!answer.success || !answer.result) return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    void showInformation({
      title: t('users.resetSecret.newTitle'),
      description: (
        <>
          <span>
            {isSelf
              ? t('users.resetSecret.newSelf')
              : t('users.resetSecret.newOther', { username: user.username })}
          </span>
          <code className="secret">{answer.result.secret}</code>
        </>
      ),
      buttons: [
        { name: t('users.resetSecret.okay'), type: 'primary', action: ({ close }) => close() },
      ],
    });
  };

  const switchDisabled = async () => {
    const disabling = !user.disabled;
    if (disabling) {
      const sure = await confirmAction({
        title: t('users.disable.title', { username: user.username }),
        description: t('users.disable.description'),
        confirmName: t('users.disable.confirm'),
        danger: true,
      });
      if (!sure) return;
    }
    const answer = await withVerification((verification) =>
      setUserDisabled(user.id, disabling, verification),
    );
    if (!answer?.success) return;
    toast(answer.message || (disabling ? t('users.disable.disabled') : t('users.disable.enabled')));
    await queryClient.invalidateQueries({ queryKey: queryKeys.users });
  };

  const remove = async () => {
    const sure = await confirmAction({
      title: t('users.delete.title', { username: user.username }),
      description: t('users.delete.description'),
      confirmName: t('users.delete.confirm'),
      danger: true,
    });
    if (!sure) return;
    const answer = await withVerification((verification) => deleteUser(user.id, verification));
    if (!answer?.success) return;
    toast(answer.message || t('users.delete.deleted'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: queryKeys.about }),
    ]);
  };

  return [
    {
      label: t('users.menu.changeUsername'),
      icon: <UserIcon />,
      disabled: !editable,
      onClick: () =>
        void popups.open('ChangeUsername', credentialData(updateUserUsername, 'username')),
    },
    {
      label: t('users.menu.changeEmail'),
      icon: <MailIcon />,
      disabled: !editable,
      onClick: () => void popups.open('ChangeEmail', credentialData(updateUserEmail, 'email')),
    },
    {
      label: t('users.menu.changePassword'),
      icon: <LockIcon />,
      disabled: !editable,
      divided: true,
      onClick: () =>
        void popups.open('ChangePassword', credentialData(updateUserPassword, 'password')),
    },
    {
      label: t('users.menu.changeRole'),
      icon: <ShieldIcon />,
      hidden: caller.role !== 'owner',
      disabled: isSelf,
      children: (['owner', 'admin', 'standard'] as const).map((role) => ({
        label: role === 'owner' ? t('users.menu.ownerTransfer') : roleLabel(role),
        checked: user.role === role,
        onClick: () => void changeRole(role),
      })),
    },
    {
      label: t('users.menu.resetSecret'),
      icon: <KeyIcon />,
      disabled: !isSelf && !manageable,
      divided: true,
      onClick: () => void resetSecret(),
    },
    {
      label: user.disabled ? t('users.menu.enable') : t('users.menu.disable'),
      icon: <LockIcon />,
      disabled: isSelf || !manageable,
      onClick: () => void switchDisabled(),
    },
    {
      label: t('users.menu.delete'),
      icon: <TrashIcon />,
      disabled: !manageable,
      onClick: () => void remove(),
    },
  ];
}
