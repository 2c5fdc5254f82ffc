// Settings: the account's passkeys. Adding one asks for a fresh verification, then the browser
// creates the credential and it is stored under the name typed here; each passkey shows when it
// was added and last used, and can be renamed or removed (removing asks for verification too).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
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

const NAME_MESSAGE = 'Name the passkey: 1 to 64 characters.';

const validName = (name: string) => {
  const trimmed = name.trim();
  return trimmed.length > 0 && [...trimmed].length <= 64;
};

const when = (ms: number | null) =>
  ms === null ? 'never' : formatDateTime(new Date(ms).toISOString());

export function PasskeysCard() {
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
      setNameError(NAME_MESSAGE);
      return;
    }
    setNameError(undefined);
    const started = await withVerification(
      (verification) => startPasskeyRegistration(verification),
      'Confirm to add a passkey to this account.',
    );
    if (!started?.success || !started.result) return;
    setBusy(true);
    const added = await finishPasskeyRegistration(started.result, name.trim());
    setBusy(false);
    if (added.success) {
      setName('');
      toast('Passkey added');
      // A passkey is a second factor: the owner's two-factor policy is met.
      useAccountStore.getState().updateAccount({ twoFactorSetupRequired: false });
      await reloadSecretAfterSetUp();
      await refresh();
    } else {
      setMessage(added.message || 'The passkey could not be added.');
    }
  };

  return (
    <section className="card" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="card__title">
        Passkeys
      </h2>
      <p className="muted">
        Log in with your device&apos;s screen lock or a security key instead of a password, or use a
        passkey as the second step after it.
      </p>
      {!passkeysSupported() && (
        <p className="muted" role="status">
          This browser cannot use passkeys here (they need https:// or localhost).
        </p>
      )}
      {passkeys.isError && <FormMessage message={passkeys.error.message} />}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="stack passkey-list" aria-label="Passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refresh} />
          ))}
        </ul>
      )}
      {passkeys.data?.length === 0 && <p className="muted">No passkeys yet.</p>}
      <TextField
        label="Name of the new passkey"
        placeholder="e.g. Laptop"
        value={name}
        maxLength={64}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <FormMessage message={message} />
      <div className="card__actions">
        <Button variant="primary" busy={busy} onClick={() => void add()}>
          Add a passkey
        </Button>
      </div>
    </section>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    if (!validName(name)) {
      setError(NAME_MESSAGE);
      return;
    }
    const answer = await renamePasskey(passkey.id, name.trim());
    if (!answer.success) {
      setError(answer.message);
      return;
    }
    setEditing(false);
    setError(undefined);
    toast('Passkey renamed');
    await onChanged();
  };

  const remove = async () => {
    const answer = await withVerification(
      (verification) => deletePasskey(passkey.id, verification),
      `Confirm to remove the passkey “${passkey.name}”. It will no longer log in.`,
    );
    if (answer?.success) {
      toast('Passkey removed');
      await onChanged();
    }
  };

  return (
    <li className="passkey" aria-label={passkey.name}>
      {editing ? (
        <TextField
          label="Passkey name"
          value={name}
          maxLength={64}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
      ) : (
        <strong>{passkey.name}</strong>
      )}
      <p className="muted">
        Added {when(passkey.createdAt)} · Last used {when(passkey.lastUsedAt)}
      </p>
      <div className="card__actions">
        {editing ? (
          <>
            <Button size="sm" variant="primary" onClick={() => void save()}>
              Save
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setEditing(false);
                setName(passkey.name);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" onClick={() => setEditing(true)}>
              Rename
            </Button>
            <Button size="sm" variant="danger" onClick={() => void remove()}>
              Remove
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
