// Whose links a subscription hears, offered to the owner only: their own links (the default) or
// every link of the instance. Anyone else keeps what the subscription has, without seeing it.
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useAccount } from '@/lib/account/account-store';
import { isOwner } from '@/lib/account/types';
import type { WebhookScope } from '../types';
import type { WebhookFormValues } from '../utils/webhook-form';

export function ScopeChoice({ control }: { control: Control<WebhookFormValues> }) {
  const { t } = useTranslation();
  const name = useId();
  const owner = isOwner(useAccount());
  if (!owner) return null;
  return (
    <Controller
      control={control}
      name="scope"
      render={({ field, fieldState }) => (
        <div className="stack">
          <ChoiceGroup<WebhookScope>
            legend={t('webhooks.scope.legend')}
            name={name}
            options={[
              {
                value: 'account',
                label: t('webhooks.scope.account'),
                hint: t('webhooks.scope.accountHint'),
              },
              {
                value: 'instance',
                label: t('webhooks.scope.instance'),
                hint: t('webhooks.scope.instanceHint'),
              },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
          {fieldState.error?.message && (
            <p className="field__error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
