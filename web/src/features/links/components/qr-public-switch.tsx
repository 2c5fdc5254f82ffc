// The "Public QR code" switch: when on, anyone may fetch the link's code at its public address
// on the link's short domain (a web page, a print shop), without signing in. The address to copy
// carries the design chosen above, so what others fetch is what the preview shows.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { copyText } from '@/lib/clipboard';
import { useSetQrPublic } from '../api/qr-settings';

export interface QrPublicSwitchProps {
  linkId: string;
  /** Whether the code is public; undefined until the link's settings are known. */
  on: boolean | undefined;
  /** The public address of the code as designed. */
  address: string;
}

export function QrPublicSwitch({ linkId, on, address }: QrPublicSwitchProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const change = useSetQrPublic(linkId);

  const copy = async () => {
    const copied = await copyText(address);
    toast(copied ? t('common.actions.copied') : t('links.copyFailed'), copied ? 'info' : 'error');
  };

  return (
    <div className="qr-designer__controls">
      <div>
        <button
          type="button"
          role="switch"
          aria-checked={on ?? false}
          aria-describedby={hintId}
          className="theme-toggle"
          disabled={on === undefined}
          // Not `disabled` while the change is sent: the switch would lose keyboard focus.
          aria-disabled={change.isPending || undefined}
          onClick={() => {
            if (!change.isPending) change.mutate(!on);
          }}
        >
          <span className="theme-toggle__track" aria-hidden="true">
            <span className="theme-toggle__thumb" />
          </span>
          <span className="theme-toggle__label">{t('links.qr.public')}</span>
        </button>
        <p id={hintId} className="field__hint">
          {t('links.qr.publicHint')}
        </p>
      </div>
      {on && (
        <div className="qr-public">
          <TextField
            label={t('links.qr.publicAddress')}
            value={address}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" onClick={() => void copy()}>
            {t('common.actions.copy')}
          </Button>
        </div>
      )}
      <FormMessage message={change.error?.message} />
    </div>
  );
}
