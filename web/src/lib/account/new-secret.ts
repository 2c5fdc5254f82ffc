// POST /api/auth/newSecret (`newSecret`; docs/dashboard.md#error-texts). On success the stored account's secret
// is replaced when the target is the current account or no id was given. On failure an
// Information popup titled "Error generating new secret" shows the server's message.
import { i18n } from '@/i18n';
import { api, type ApiResult } from '@/lib/api-client';
import { popups } from '@/components/popup/popup-store';
import { useAccountStore } from './account-store';

export interface NewSecretResult {
  secret: string;
}

export async function generateNewSecret(userID?: string): Promise<ApiResult<NewSecretResult>> {
  const answer = await api.post<NewSecretResult>('/api/auth/newSecret', userID ? { userID } : {});
  if (!answer.success || !answer.result) {
    void popups.open('Information', {
      title: i18n.t('components.secret.errorTitle'),
      description: answer.message,
      buttons: [
        {
          name: i18n.t('components.popup.okay'),
          type: 'primary',
          action: ({ close }: { close: () => void }) => close(),
        },
      ],
    });
    return { ...answer, success: false };
  }
  const store = useAccountStore.getState();
  if (!userID || userID === store.account?.id) {
    store.updateAccount({ secret: answer.result.secret, hasSecret: true });
  }
  return answer;
}
