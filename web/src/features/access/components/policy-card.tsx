// Settings (owner only): the two-factor policy. Accounts it covers that have no second factor are
// sent to set one up at their next request, and can do nothing else until they have.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { getPolicy, setPolicy } from '../api/policy';
import { accessKeys, type TwoFactorPolicy } from '../types';

const CHOICES: TwoFactorPolicy[] = ['optional', 'admins', 'everyone'];

export function PolicyCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const owner = account?.role === 'owner';
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: accessKeys.policy, queryFn: getPolicy, enabled: owner });
  const headingId = useId();
  if (!owner || !policy.data) return null;

  const change = async (twoFactor: TwoFactorPolicy) => {
    const answer = await withVerification(
      (verification) => setPolicy(twoFactor, verification),
      t('access.policy.confirm'),
    );
    if (!answer?.success) return;
    toast(answer.message || t('access.policy.updated'));
    await queryClient.invalidateQueries({ queryKey: accessKeys.policy });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('access.policy.title')}
      </h2>
      <p className="muted">{t('access.policy.description')}</p>
      <SelectField
        label={t('access.policy.label')}
        value={policy.data.twoFactor}
        options={CHOICES.map((value) => ({ value, label: t(`access.policy.choices.${value}`) }))}
        onChange={(event) => void change(event.target.value as TwoFactorPolicy)}
      />
    </section>
  );
}
