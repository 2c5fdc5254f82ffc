// AddDomain: a host and its fallbacks. The host cannot change later (links are addressed by it).
import { useState } from 'react';
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
import { domainFormSchema, HOST_RULE } from '../utils/domain-schema';
import { domainFieldOf } from '../utils/server-errors';
import { DomainFields } from './domain-fields';

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    AddDomain: PopupEntry<undefined, Domain>;
  }
}

export function AddDomainPopup({ close }: PopupPropsOf<'AddDomain'>) {
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
      toast(`Domain ${domainName(domain)} added`);
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
      title="Add domain"
      description="Point the host’s DNS at this server first; links on it work as soon as it is added."
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Host"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder="go.example.com"
          hint={HOST_RULE}
          error={errors.host?.message}
          {...register('host')}
        />
        <DomainFields form={form} isDefault={false} />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Add domain
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default AddDomainPopup;
