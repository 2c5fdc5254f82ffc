// Settings (owner only): the two-factor policy. Accounts it covers that have no second factor are
// sent to set one up at their next request, and can do nothing else until they have.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '@/components/toast/toast-store';
import { SelectField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { withVerification } from '@/lib/account/verification';
import { getPolicy, setPolicy } from '../api/policy';
import { accessKeys, type TwoFactorPolicy } from '../types';

const CHOICES: { value: TwoFactorPolicy; label: string }[] = [
  { value: 'optional', label: 'Optional' },
  { value: 'admins', label: 'Required for the owner and admins' },
  { value: 'everyone', label: 'Required for everyone' },
];

export function PolicyCard() {
  const account = useAccount();
  const owner = account?.role === 'owner';
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: accessKeys.policy, queryFn: getPolicy, enabled: owner });
  const headingId = useId();
  if (!owner || !policy.data) return null;

  const change = async (twoFactor: TwoFactorPolicy) => {
    const answer = await withVerification(
      (verification) => setPolicy(twoFactor, verification),
      'Confirm to change the two-factor policy of this instance.',
    );
    if (!answer?.success) return;
    toast(answer.message || 'Two-factor policy updated');
    await queryClient.invalidateQueries({ queryKey: accessKeys.policy });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Two-factor policy
      </h2>
      <p className="muted">
        Accounts it covers without two-factor authentication must set it up before anything else.
      </p>
      <SelectField
        label="Two-factor authentication"
        value={policy.data.twoFactor}
        options={CHOICES}
        onChange={(event) => void change(event.target.value as TwoFactorPolicy)}
      />
    </section>
  );
}
