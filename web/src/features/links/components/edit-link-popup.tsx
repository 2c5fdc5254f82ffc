// EditLink: change the destination, the slug and the Advanced controls. Only changed fields are
// sent (an emptied one as null, which removes it); an unchanged slug is not re-validated
// (imported slugs stay editable, docs/api.md#slug).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { slugSchema } from '@/lib/validation';
import { useEditLink } from '../api/edit-link';
import { useLinkForm } from '../hooks/use-link-form';
import type { Link } from '../types';
import { editLinkBody, linkFormValues, type LinkFormValues } from '../utils/link-form';
import { linkFormSchema } from '../utils/link-schema';
import { AdvancedFields } from './advanced-fields';
import { DestinationField, DomainField, PublicStatsField, SlugField } from './link-fields';

export interface EditLinkData {
  link: Link;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    EditLink: PopupEntry<EditLinkData, Link>;
  }
}

export function EditLinkPopup({ data, close }: PopupPropsOf<'EditLink'>) {
  const { t } = useTranslation();
  const { link } = data;
  const edit = useEditLink();
  const [schema] = useState(() => linkFormSchema(slugSchema((v) => v === link.slug)));
  const [start] = useState(() => linkFormValues(link));
  const linkForm = useLinkForm(schema, start, { hasPassword: link.hasPassword });
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors },
    },
  } = linkForm;

  const onSubmit = async (values: LinkFormValues) => {
    linkForm.beginSubmit();
    const changes = editLinkBody(link, start, values);
    if (Object.keys(changes).length === 1) {
      close(link);
      return;
    }
    const updated = await edit.mutateAsync(changes).catch((error: unknown) => {
      linkForm.showServerError(error);
      return null;
    });
    if (updated) {
      toast(t('links.edit.updated'));
      close(updated);
    }
  };

  return (
    <PopupShell
      title={t('links.edit.title')}
      dismissOnOutsideClick={false}
      size={linkForm.advancedOpen ? 'lg' : 'md'}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit, linkForm.onInvalid)}>
        <DomainField
          current={link.domain}
          team={link.team?.id ?? null}
          error={errors.domain?.message}
          {...register('domain')}
        />
        <DestinationField error={errors.destination?.message} {...register('destination')} />
        <SlugField
          label={t('links.edit.slug')}
          hint={t('links.edit.slugHint')}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <PublicStatsField {...register('publicStats')} />
        <AdvancedFields
          form={linkForm.form}
          link={link}
          open={linkForm.advancedOpen}
          onToggle={linkForm.setAdvancedOpen}
          ruleErrors={linkForm.ruleErrors}
        />
        <FormMessage message={linkForm.formError} />
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

export default EditLinkPopup;
