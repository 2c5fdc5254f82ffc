// AddDomain: a host and its fallbacks. The host cannot change later (links are addressed by it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { domainName } from '@/lib/domains/names';
import { useCreateDomain } from '../api/create-domain';
import type { Domain } from '../types';
import { createDomainBody, domainFormValues, type DomainFormValues } from '../utils/domain-form';
import { domainFormSchema } from '../utils/domain-schema';
import { domainFieldOf } from '../utils/server-errors';
import { DomainFields } from './domain-fields';

/** An example host, the same in every language. */
const HOST_EXAMPLE = 'go.example.com';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    AddDomain: PopupEntry<undefined, Domain>;
  }
}

export function AddDomainPopup({ close }: PopupPropsOf<'AddDomain'>) {
  const { t } = useTranslation();
  const create = useCreateDomain();
  const form = useZodForm(domainFormSchema, domainFormValues());
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = async (values: DomainFormValues) => {
    setMessage(null);
    try {
      const domain = await create.mutateAsync(createDomainBody(values));
      toast(t('domains.add.added', { name: domainName(domain) }));
      close(domain);
    } catch (error) {
      const field = error instanceof ApiError ? domainFieldOf(error) : null;
      const text = error instanceof Error ? error.message : String(error);
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else setMessage(text);
    }
  };

  return (
    <PopupShell
      title={t('domains.add.title')}
      description={t('domains.add.description')}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('domains.fields.host')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder={HOST_EXAMPLE}
          hint={t('domains.fields.hostRule')}
          error={errors.host?.message}
          {...register('host')}
        />
        <DomainFields form={form} isDefault={false} />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('domains.add.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default AddDomainPopup;
