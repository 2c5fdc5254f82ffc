// AddDomain: a host and its fallbacks, and for the owner its app links files. The host cannot
// change later (links are addressed by it).
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { isOwner } from '@/lib/account/types';
import { domainName } from '@/lib/domains/names';
import { useCreateDomain } from '../api/create-domain';
import { useDomainForm } from '../hooks/use-domain-form';
import type { Domain } from '../types';
import { createDomainBody, domainFormValues, type DomainFormValues } from '../utils/domain-form';
import { AppLinksFields } from './app-links-fields';
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
  // Only the owner may send the app links files (admins get 412).
  const owner = isOwner(useAccount());
  const domainForm = useDomainForm(domainFormValues(), { hostEditable: true });
  const { form } = domainForm;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = async (values: DomainFormValues) => {
    domainForm.clearMessage();
    try {
      const domain = await create.mutateAsync(createDomainBody(values));
      toast(t('domains.add.added', { name: domainName(domain) }));
      close(domain);
    } catch (error) {
      domainForm.showServerError(error);
    }
  };

  return (
    <PopupShell
      title={t('domains.add.title')}
      description={t('domains.add.description')}
      size={domainForm.appLinksOpen ? 'lg' : 'md'}
      dismissOnOutsideClick={false}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit, domainForm.onInvalid)}>
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
        {owner && (
          <AppLinksFields
            form={form}
            open={domainForm.appLinksOpen}
            onToggle={domainForm.setAppLinksOpen}
          />
        )}
        <FormMessage message={domainForm.message} />
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
