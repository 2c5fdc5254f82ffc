// Registers every popup by name (docs/dashboard.md#popups). Feature popups load lazily, so the stack marks a
// record "loaded" only once its code has arrived and mounted.
import { lazy } from 'react';
import InformationPopup from '@/components/popup/information-popup';
import LoaderPopup from '@/components/popup/loader-popup';
import { usePopupStore, type PopupComponents } from '@/components/popup/popup-store';

// Typed by name: a component whose props do not match its popup's registry entry (data and
// result) does not compile, and neither does a name left without a component.
const registry: PopupComponents = {
  Information: InformationPopup,
  Loader: LoaderPopup,
  BackupCodes: lazy(() => import('@/features/two-factor/components/backup-codes-popup')),
  EnableTOTP: lazy(() => import('@/features/two-factor/components/enable-totp-popup')),
  DisableTOTP: lazy(() => import('@/features/two-factor/components/disable-totp-popup')),
  LostTOTP: lazy(() => import('@/features/two-factor/components/lost-totp-popup')),
  ChangeUsername: lazy(() =>
    import('@/features/settings/components/credential-popup').then((m) => ({
      default: m.ChangeUsernamePopup,
    })),
  ),
  ChangeEmail: lazy(() =>
    import('@/features/settings/components/credential-popup').then((m) => ({
      default: m.ChangeEmailPopup,
    })),
  ),
  ChangePassword: lazy(() =>
    import('@/features/settings/components/credential-popup').then((m) => ({
      default: m.ChangePasswordPopup,
    })),
  ),
  CreateLink: lazy(() => import('@/features/links/components/create-link-popup')),
  EditLink: lazy(() => import('@/features/links/components/edit-link-popup')),
  DeleteLink: lazy(() => import('@/features/links/components/delete-link-popup')),
  QRCode: lazy(() => import('@/features/links/components/qr-code-popup')),
  ManageTags: lazy(() => import('@/features/links/components/manage-tags-popup')),
  BulkEdit: lazy(() => import('@/features/links/components/bulk-edit-popup')),
  LinkHistory: lazy(() => import('@/features/history/components/link-history-popup')),
  CreateUser: lazy(() => import('@/features/users/components/create-user-popup')),
  Verify: lazy(() => import('@/features/users/components/verify-popup')),
  'Import-Service': lazy(() => import('@/features/import-export/components/import-service-popup')),
  Import: lazy(() => import('@/features/import-export/components/import-popup')),
  Export: lazy(() => import('@/features/import-export/components/export-popup')),
  AddDomain: lazy(() => import('@/features/domains/components/add-domain-popup')),
  EditDomain: lazy(() => import('@/features/domains/components/edit-domain-popup')),
  RemoveDomain: lazy(() => import('@/features/domains/components/remove-domain-popup')),
  CreateWebhook: lazy(() => import('@/features/webhooks/components/create-webhook-popup')),
  EditWebhook: lazy(() => import('@/features/webhooks/components/edit-webhook-popup')),
  DeleteWebhook: lazy(() => import('@/features/webhooks/components/delete-webhook-popup')),
  WebhookSecret: lazy(() => import('@/features/webhooks/components/webhook-secret-popup')),
  RenameTeam: lazy(() => import('@/features/teams/components/rename-team-popup')),
  MoveLink: lazy(() => import('@/features/links/components/move-link-popup')),
};

export function registerPopups(): void {
  usePopupStore.getState().register(registry);
}
