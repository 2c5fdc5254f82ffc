// BackupCodes: shows the backup codes once, with copy and download.
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
  const text = data.codes.join('\n');
  return (
    <PopupShell
      title="Backup codes"
      description="Each code logs you in once if you lose your authenticator, and turns two-factor authentication off. They are shown only now: store them somewhere safe."
      dismissOnOutsideClick={false}
    >
      <ol className="backup-codes" aria-label="Backup codes">
        {data.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="popup__actions">
        <Button
          onClick={async () => {
            toast((await copyText(text)) ? 'Backup codes copied' : 'Could not copy', 'info');
          }}
        >
          Copy codes
        </Button>
        <Button onClick={() => saveFile('Linkhop-backup-codes.txt', `${text}\n`)}>
          Download codes
        </Button>
        <Button variant="primary" onClick={() => close()}>
          Done
        </Button>
      </div>
    </PopupShell>
  );
}

export default BackupCodesPopup;
