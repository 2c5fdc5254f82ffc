// Settings: the account's passkeys. Adding one asks for a fresh verification, then the browser
// creates the credential and it is stored under the name typed here; each passkey shows when it
// was added and last used, and can be renamed or removed (removing asks for verification too).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { i18n } from '@/i18n';
import { useAccountStore } from '@/lib/account/account-store';
import { reloadSecretAfterSetUp } from '@/lib/account/get-me';
import { withVerification } from '@/lib/account/verification';
import { formatDateTime } from '@/lib/format';
import { passkeysSupported } from '@/lib/passkeys';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../api/add-passkey';
import { deletePasskey } from '../api/delete-passkey';
import { passkeysKey, usePasskeys } from '../api/list-passkeys';
import { renamePasskey } from '../api/rename-passkey';
import type { Passkey } from '../types';

const validName = (name: string) => {
  const trimmed = name.trim();
  return trimmed.length > 0 && [...trimmed].length <= 64;
};

const when = (ms: number | null) =>
  ms === null ? i18n.t('passkeys.never') : formatDateTime(new Date(ms).toISOString());

export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  const add = async () => {
    setMessage(null);
    if (!validName(name)) {
      setNameError(t('passkeys.nameInvalid'));
      return;
    }
    setNameError(undefined);
    const started = await withVerification(
      (verification) => startPasskeyRegistration(verification),
      t('passkeys.confirmAdd'),
    );
    if (!started?.success || !started.result) return;
    setBusy(true);
    const added = await finishPasskeyRegistration(started.result, name.trim());
    setBusy(false);
    if (added.success) {
      setName('');
      toast(t('passkeys.added'));
      // A passkey is a second factor: the owner's two-factor policy is met.
      useAccountStore.getState().updateAccount({ twoFactorSetupRequired: false });
      await reloadSecretAfterSetUp();
      await refresh();
    } else {
      setMessage(added.message || t('passkeys.addFailed'));
    }
  };

  return (
    <section className="card" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="card__title">
        {t('passkeys.title')}
      </h2>
      <p className="muted">{t('passkeys.intro')}</p>
      {!passkeysSupported() && (
        <p className="muted" role="status">
          {t('passkeys.unsupported')}
        </p>
      )}
      {passkeys.isError && <FormMessage message={passkeys.error.message} />}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="stack passkey-list" aria-label={t('passkeys.list')}>
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refresh} />
          ))}
        </ul>
      )}
      {passkeys.data?.length === 0 && <p className="muted">{t('passkeys.empty')}</p>}
      <TextField
        label={t('passkeys.newName')}
        placeholder={t('passkeys.newNamePlaceholder')}
        value={name}
        maxLength={64}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <FormMessage message={message} />
      <div className="card__actions">
        <Button variant="primary" busy={busy} onClick={() => void add()}>
          {t('passkeys.add')}
        </Button>
      </div>
    </section>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    if (!validName(name)) {
      setError(t('passkeys.nameInvalid'));
      return;
    }
    const answer = await renamePasskey(passkey.id, name.trim());
    if (!answer.success) {
      setError(answer.message);
      return;
    }
    setEditing(false);
    setError(undefined);
    toast(t('passkeys.renamed'));
    await onChanged();
  };

  const remove = async () => {
    const answer = await withVerification(
      (verification) => deletePasskey(passkey.id, verification),
      t('passkeys.confirmRemove', { name: passkey.name }),
    );
    if (answer?.success) {
      toast(t('passkeys.removed'));
      await onChanged();
    }
  };

  return (
    <li className="passkey" aria-label={passkey.name}>
      {editing ? (
        <TextField
          label={t('passkeys.name')}
          value={name}
          maxLength={64}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
      ) : (
        <strong>{passkey.name}</strong>
      )}
      <p className="muted">
        {t('passkeys.usage', {
          added: when(passkey.createdAt),
          lastUsed: when(passkey.lastUsedAt),
        })}
      </p>
      <div className="card__actions">
        {editing ? (
          <>
            <Button size="sm" variant="primary" onClick={() => void save()}>
              {t('common.actions.save')}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setEditing(false);
                setName(passkey.name);
                setError(undefined);
              }}
            >
              {t('common.actions.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('passkeys.rename')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => void remove()}>
              {t('passkeys.remove')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
