// Settings: the API secret (for scripts, the browser extension and ShareX) — show, copy,
// regenerate — and the ShareX config download.
import { useState } from 'react';
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

export function ApiSecretCard() {
  const account = useAccount();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const sharex = useShareXConfig();
  const secret = account?.secret ?? null;

  const regenerate = async () => {
    if (secret) {
      const sure = await confirmAction({
        title: 'Generate a new secret',
        description: 'The current secret stops working at once, including in ShareX configs.',
        confirmName: 'Generate',
        danger: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    const answer = await generateNewSecret();
    setBusy(false);
    if (answer.success) {
      setShown(true);
      toast('New secret generated');
    }
  };

  const downloadShareX = async () => {
    const config = await sharex.mutateAsync().catch(() => null);
    if (config) saveFile(SHAREX_FILE_NAME, JSON.stringify(config, null, 2), 'application/json');
  };

  return (
    <section className="card" aria-labelledby="secret-heading">
      <h2 id="secret-heading" className="card__title">
        API secret
      </h2>
      <p className="muted">
        Scripts, the browser extension and ShareX authenticate with this secret. Keep it private.
      </p>
      <div className="secret-row">
        <code className="secret" aria-label="API secret">
          {secret ? (shown ? secret : '•'.repeat(32)) : 'No secret yet'}
        </code>
      </div>
      <div className="card__actions">
        {secret && (
          <>
            <Button onClick={() => setShown(!shown)} aria-pressed={shown}>
              {shown ? 'Hide secret' : 'Show secret'}
            </Button>
            <Button
              onClick={async () => {
                toast((await copyText(secret)) ? 'Secret copied' : 'Could not copy the secret');
              }}
            >
              Copy secret
            </Button>
          </>
        )}
        <Button variant="primary" busy={busy} onClick={() => void regenerate()}>
          {secret ? 'Regenerate secret' : 'Generate secret'}
        </Button>
      </div>
      <h3 className="card__subtitle">ShareX</h3>
      <p className="muted">A custom uploader config that shortens URLs with your secret.</p>
      <FormMessage message={sharex.error?.message} />
      <div className="card__actions">
        <Button busy={sharex.isPending} onClick={() => void downloadShareX()}>
          Download ShareX config
        </Button>
      </div>
    </section>
  );
}
