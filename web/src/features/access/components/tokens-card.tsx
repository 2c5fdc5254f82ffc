// Settings: API tokens. Create one with a name, scopes and an expiry (the token is shown once,
// with a copy button), see when each was last used, revoke it. The Lynx API secret stays in its
// own card for ShareX and old scripts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage, SelectField, TextField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { withVerification } from '@/lib/account/verification';
import { copyText } from '@/lib/clipboard';
import { createToken, getTokens, revokeToken } from '../api/tokens';
import { accessKeys, formatTime, SCOPES, type CreatedToken, type Scope } from '../types';

const EXPIRIES = [
  { value: '', label: 'Never' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

export function TokensCard() {
  const account = useAccount();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: accessKeys.tokens, queryFn: getTokens });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['links:read']);
  const [expiry, setExpiry] = useState('30');
  const [error, setError] = useState('');
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const headingId = useId();
  if (!account) return null;

  const toggleScope = (scope: Scope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!name.trim()) return setError('Give the token a name.');
    if (scopes.length === 0) return setError('Choose at least one scope.');
    const answer = await withVerification(
      (verification) =>
        createToken(
          { name: name.trim(), scopes, expiresInDays: expiry ? Number(expiry) : null },
          verification,
        ),
      'Confirm to create an API token.',
    );
    if (!answer?.success || !answer.result) return;
    setCreated(answer.result);
    setName('');
    await queryClient.invalidateQueries({ queryKey: accessKeys.tokens });
  };

  const revoke = async (id: string, tokenName: string) => {
    const answer = await revokeToken(id);
    if (!answer.success) return toast(answer.message || 'Could not revoke the token');
    toast(`Revoked ${tokenName}`);
    await queryClient.invalidateQueries({ queryKey: accessKeys.tokens });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        API tokens
      </h2>
      <p className="muted">
        Named tokens for scripts and integrations, each limited to what it needs. Send one as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {created && (
        <div className="stack" role="status" aria-label="New token">
          <p>
            <strong>{created.name}</strong>: copy it now, it is not shown again.
          </p>
          <code className="secret" data-testid="new-token">
            {created.token}
          </code>
          <div className="card__actions">
            <Button
              onClick={() =>
                void copyText(created.token).then((ok) =>
                  toast(ok ? 'Token copied' : 'Copy failed'),
                )
              }
            >
              Copy token
            </Button>
            <Button variant="ghost" onClick={() => setCreated(null)}>
              Done
            </Button>
          </div>
        </div>
      )}
      <form className="stack" aria-label="Create an API token" noValidate onSubmit={submit}>
        <TextField
          label="Token name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="stack">
          <legend>Scopes</legend>
          {SCOPES.filter((s) => !s.managersOnly || isManager(account)).map((s) => (
            <CheckboxField
              key={s.scope}
              label={`${s.scope} — ${s.label}`}
              checked={scopes.includes(s.scope)}
              onChange={(event) => toggleScope(s.scope, event.target.checked)}
            />
          ))}
        </fieldset>
        <SelectField
          label="Expires after"
          value={expiry}
          options={EXPIRIES}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <FormMessage message={error} />
        <div className="card__actions">
          <Button type="submit" variant="primary">
            Create token
          </Button>
        </div>
      </form>
      {tokens.data && tokens.data.length > 0 && (
        <div className="table-wrap">
          <table className="table" aria-label="API tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scopes</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((token) => (
                <tr key={token.id}>
                  <td data-label="Name">{token.name}</td>
                  <td data-label="Scopes">{token.scopes.join(', ')}</td>
                  <td data-label="Expires">
                    {token.expired ? (
                      <span className="badge badge--danger">Expired</span>
                    ) : (
                      formatTime(token.expiresAt)
                    )}
                  </td>
                  <td data-label="Last used">{formatTime(token.lastUsedAt)}</td>
                  <td className="table__actions">
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => void revoke(token.id, token.name)}
                    >
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
