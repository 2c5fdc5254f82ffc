// EditDomain: change a domain's fallbacks (and, except on the default domain, whether standard
// accounts may create links on it). Only changed fields are sent; an emptied one as null.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      toast(t('domains.edit.updated', { name }));
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
      title={t('domains.edit.title', { name })}
      description={domain.isDefault ? t('domains.edit.defaultDomain') : t('domains.edit.hostFixed')}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <DomainFields form={form} isDefault={domain.isDefault} />
        <FormMessage message={message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={edit.isPending}>
            {t('common.actions.save')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default EditDomainPopup;
