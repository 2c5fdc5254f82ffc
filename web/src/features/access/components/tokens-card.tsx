// Settings: API tokens. Create one with a name, scopes, an expiry and optionally a team it acts
// for (the token is shown once, with a copy button), see when each was last used and its team,
// revoke it. The Lynx API secret stays in its own card for ShareX and old scripts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage, SelectField, TextField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { withVerification } from '@/lib/account/verification';
import { copyText } from '@/lib/clipboard';
import { createToken, getTokens, revokeToken } from '../api/tokens';
import { accessKeys, SCOPES, type CreatedToken, type Scope } from '../types';
import { TokenTeamField } from './token-team-field';
import { TokensTable } from './tokens-table';

/** The expiry choices in days ('' never expires). */
const EXPIRIES = ['', '7', '30', '90', '365'] as const;

export function TokensCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: accessKeys.tokens, queryFn: getTokens });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['links:read']);
  const [expiry, setExpiry] = useState('30');
  const [team, setTeam] = useState('');
  const [error, setError] = useState('');
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const headingId = useId();
  if (!account) return null;

  const expiryLabel = (days: (typeof EXPIRIES)[number]) => {
    if (days === '') return t('access.never');
    if (days === '365') return t('access.tokens.expiries.year');
    return t('access.tokens.expiries.days', { count: Number(days) });
  };

  const toggleScope = (scope: Scope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!name.trim()) return setError(t('access.tokens.nameRequired'));
    if (scopes.length === 0) return setError(t('access.tokens.scopeRequired'));
    const answer = await withVerification(
      (verification) =>
        createToken(
          {
            name: name.trim(),
            scopes,
            expiresInDays: expiry ? Number(expiry) : null,
            ...(team ? { team } : {}),
          },
          verification,
        ),
      t('access.tokens.confirmCreate'),
    );
    if (!answer?.success || !answer.result) return;
    setCreated(answer.result);
    setName('');
    await queryClient.invalidateQueries({ queryKey: accessKeys.tokens });
  };

  const revoke = async (id: string, tokenName: string) => {
    const answer = await revokeToken(id);
    if (!answer.success) return toast(answer.message || t('access.tokens.revokeFailed'));
    toast(t('access.tokens.revoked', { name: tokenName }));
    await queryClient.invalidateQueries({ queryKey: accessKeys.tokens });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('access.tokens.title')}
      </h2>
      <p className="muted">
        <Trans i18nKey="access.tokens.description" components={{ code: <code /> }} />
      </p>
      {created && (
        <div className="stack" role="status" aria-label={t('access.tokens.newToken')}>
          <p>
            <Trans
              i18nKey="access.tokens.copyNow"
              values={{ name: created.name }}
              components={{ strong: <strong /> }}
            />
          </p>
          <code className="secret" data-testid="new-token">
            {created.token}
          </code>
          <div className="card__actions">
            <Button
              onClick={() =>
                void copyText(created.token).then((ok) =>
                  toast(ok ? t('access.tokens.copied') : t('access.tokens.copyFailed')),
                )
              }
            >
              {t('access.tokens.copy')}
            </Button>
            <Button variant="ghost" onClick={() => setCreated(null)}>
              {t('access.tokens.done')}
            </Button>
          </div>
        </div>
      )}
      <form className="stack" aria-label={t('access.tokens.form')} noValidate onSubmit={submit}>
        <TextField
          label={t('access.tokens.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="stack">
          <legend>{t('access.tokens.scopes')}</legend>
          {SCOPES.filter((s) => !s.managersOnly || isManager(account)).map((s) => (
            <CheckboxField
              key={s.scope}
              label={t('access.tokens.scope', {
                scope: s.scope,
                description: t(`access.tokens.scopeNames.${s.label}`),
              })}
              checked={scopes.includes(s.scope)}
              onChange={(event) => toggleScope(s.scope, event.target.checked)}
            />
          ))}
        </fieldset>
        <SelectField
          label={t('access.tokens.expiresAfter')}
          value={expiry}
          options={EXPIRIES.map((days) => ({ value: days, label: expiryLabel(days) }))}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <TokenTeamField value={team} onChange={setTeam} />
        <FormMessage message={error} />
        <div className="card__actions">
          <Button type="submit" variant="primary">
            {t('access.tokens.create')}
          </Button>
        </div>
      </form>
      {tokens.data && tokens.data.length > 0 && (
        <TokensTable tokens={tokens.data} onRevoke={(token) => void revoke(token.id, token.name)} />
      )}
    </section>
  );
}
