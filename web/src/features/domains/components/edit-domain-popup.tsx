// EditDomain: change a domain's fallbacks (and, except on the default domain, whether standard
// accounts may create links on it). Only changed fields are sent; an emptied one as null.
import { useState } from 'react';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { domainName } from '@/lib/domains/names';
import { useEditDomain } from '../api/edit-domain';
import type { Domain } from '../types';
import { domainFormValues, editDomainBody, type DomainFormValues } from '../utils/domain-form';
import { domainFormSchema } from '../utils/domain-schema';
import { domainFieldOf } from '../utils/server-errors';
import { DomainFields } from './domain-fields';

export interface EditDomainData {
  domain: Domain;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    EditDomain: PopupEntry<EditDomainData, Domain>;
  }
}

export function EditDomainPopup({ data, close }: PopupPropsOf<'EditDomain'>) {
  const { domain } = data;
  const edit = useEditDomain();
  const form = useZodForm(domainFormSchema, domainFormValues(domain));
  const [message, setMessage] = useState<string | null>(null);
  const name = domainName(domain);

  const onSubmit = async (values: DomainFormValues) => {
    setMessage(null);
    const changes = editDomainBody(domain, values);
    if (Object.keys(changes).length === 1) {
      close(domain);
      return;
    }
    try {
      const updated = await edit.mutateAsync(changes);
      toast(`Domain ${name} updated`);
      close(updated);
    } catch (error) {
      const field = error instanceof ApiError ? domainFieldOf(error) : null;
      const text = error instanceof Error ? error.message : String(error);
      if (field && field !== 'host') {
        form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      } else setMessage(text);
    }
  };

  return (
    <PopupShell
      title={`Edit ${name}`}
      description={
        domain.isDefault
          ? 'The default domain: every account may create links on it.'
          : 'The host stays as it is; remove the domain and add another to change it.'
      }
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <DomainFields form={form} isDefault={domain.isDefault} />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={edit.isPending}>
            Save
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default EditDomainPopup;
