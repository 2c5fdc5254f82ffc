// EditDomain: change a domain's fallbacks (and, except on the default domain, whether standard
// accounts may create links on it), and for the owner its app links files. Only changed fields
// are sent; an emptied one as null.
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useAccount } from '@/lib/account/account-store';
import { isOwner } from '@/lib/account/types';
import { domainName } from '@/lib/domains/names';
import { useEditDomain } from '../api/edit-domain';
import { useDomainForm } from '../hooks/use-domain-form';
import type { Domain } from '../types';
import { hasAppLinks } from '../utils/app-links';
import { domainFormValues, editDomainBody, type DomainFormValues } from '../utils/domain-form';
import { AppLinksFields } from './app-links-fields';
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
  // Only the owner may change the app links files (admins get 412); admins are told they exist.
  const owner = isOwner(useAccount());
  const domainForm = useDomainForm(domainFormValues(domain), { hostEditable: false });
  const { form } = domainForm;
  const name = domainName(domain);

  const onSubmit = async (values: DomainFormValues) => {
    domainForm.clearMessage();
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
      domainForm.showServerError(error);
    }
  };

  return (
    <PopupShell
      title={t('domains.edit.title', { name })}
      description={domain.isDefault ? t('domains.edit.defaultDomain') : t('domains.edit.hostFixed')}
      size={domainForm.appLinksOpen ? 'lg' : 'md'}
      dismissOnOutsideClick={false}
    >
      <form
        className="stack"
        noValidate
        onSubmit={form.handleSubmit(onSubmit, domainForm.onInvalid)}
      >
        <DomainFields form={form} isDefault={domain.isDefault} />
        {owner ? (
          <AppLinksFields
            form={form}
            open={domainForm.appLinksOpen}
            onToggle={domainForm.setAppLinksOpen}
          />
        ) : (
          hasAppLinks(domain) && <p className="field__hint">{t('domains.appLinks.setByOwner')}</p>
        )}
        <FormMessage message={domainForm.message} />
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
