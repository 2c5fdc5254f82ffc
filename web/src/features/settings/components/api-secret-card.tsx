// Settings: the API secret (for scripts, the browser extension and ShareX) — show, copy,
// regenerate — and the ShareX config download.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/popup/popup-helpers';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { generateNewSecret } from '@/lib/account/new-secret';
import { copyText } from '@/lib/clipboard';
import { saveFile } from '@/lib/download';
import { useShareXConfig } from '../api/get-sharex-config';

export const SHAREX_FILE_NAME = 'Linkhop.sxcu';
/** A product name: the same in every language. */
const SHAREX = 'ShareX';

export function ApiSecretCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const sharex = useShareXConfig();
  const secret = account?.secret ?? null;

  const regenerate = async () => {
    if (secret) {
      const sure = await confirmAction({
        title: t('settings.secret.confirmTitle'),
        description: t('settings.secret.confirmDescription'),
        confirmName: t('settings.secret.confirmName'),
        danger: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    const answer = await generateNewSecret();
    setBusy(false);
    if (answer.success) {
      setShown(true);
      toast(t('settings.secret.generated'));
    }
  };

  const downloadShareX = async () => {
    const config = await sharex.mutateAsync().catch(() => null);
    if (config) saveFile(SHAREX_FILE_NAME, JSON.stringify(config, null, 2), 'application/json');
  };

  return (
    <section className="card" aria-labelledby="secret-heading">
      <h2 id="secret-heading" className="card__title">
        {t('settings.secret.title')}
      </h2>
      <p className="muted">{t('settings.secret.description')}</p>
      <div className="secret-row">
        <code className="secret" aria-label={t('settings.secret.label')}>
          {secret ? (shown ? secret : '•'.repeat(32)) : t('settings.secret.none')}
        </code>
      </div>
      <div className="card__actions">
        {secret && (
          <>
            <Button onClick={() => setShown(!shown)} aria-pressed={shown}>
              {shown ? t('settings.secret.hide') : t('settings.secret.show')}
            </Button>
            <Button
              onClick={async () => {
                toast(
                  (await copyText(secret))
                    ? t('settings.secret.copied')
                    : t('settings.secret.copyFailed'),
                );
              }}
            >
              {t('settings.secret.copy')}
            </Button>
          </>
        )}
        <Button variant="primary" busy={busy} onClick={() => void regenerate()}>
          {secret ? t('settings.secret.regenerate') : t('settings.secret.generate')}
        </Button>
      </div>
      <h3 className="card__subtitle">{SHAREX}</h3>
      <p className="muted">{t('settings.secret.sharexDescription')}</p>
      <FormMessage message={sharex.error?.message} />
      <div className="card__actions">
        <Button busy={sharex.isPending} onClick={() => void downloadShareX()}>
          {t('settings.secret.sharexDownload')}
        </Button>
      </div>
    </section>
  );
}
