// BackupCodes: shows the backup codes once, with copy and download.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { saveFile } from '@/lib/download';

export interface BackupCodesData {
  codes: string[];
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    BackupCodes: PopupEntry<BackupCodesData, void>;
  }
}

export function BackupCodesPopup({ data, close }: PopupPropsOf<'BackupCodes'>) {
  const { t } = useTranslation();
  const text = data.codes.join('\n');
  return (
    <PopupShell
      title={t('twoFactor.backupCodes.title')}
      description={t('twoFactor.backupCodes.description')}
      dismissOnOutsideClick={false}
    >
      <ol className="backup-codes" aria-label={t('twoFactor.backupCodes.list')}>
        {data.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="popup__actions">
        <Button
          onClick={async () => {
            toast(
              (await copyText(text))
                ? t('twoFactor.backupCodes.copied')
                : t('twoFactor.backupCodes.copyFailed'),
              'info',
            );
          }}
        >
          {t('twoFactor.backupCodes.copy')}
        </Button>
        <Button onClick={() => saveFile('Linkhop-backup-codes.txt', `${text}\n`)}>
          {t('twoFactor.backupCodes.download')}
        </Button>
        <Button variant="primary" onClick={() => close()}>
          {t('twoFactor.backupCodes.done')}
        </Button>
      </div>
    </PopupShell>
  );
}

export default BackupCodesPopup;
