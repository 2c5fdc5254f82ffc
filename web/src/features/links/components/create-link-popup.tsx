// CreateLink: a destination, an optional custom slug, an optional team and the Advanced controls.
// After creation the popup shows the new short URL with a copy button.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { copyText } from '@/lib/clipboard';
import { linkShortUrl } from '@/lib/domains/short-url';
import { optionalSlugSchema, rules } from '@/lib/validation';
import { useCreateLink } from '../api/create-link';
import { useKeepDomainAllowed } from '../hooks/use-domain-choices';
import { useLinkForm } from '../hooks/use-link-form';
import type { Link } from '../types';
import { createLinkBody, linkFormValues, type LinkFormValues } from '../utils/link-form';
import { linkFormSchema } from '../utils/link-schema';
import { AdvancedFields } from './advanced-fields';
import {
  DestinationField,
  DomainField,
  PublicStatsField,
  SlugField,
  TeamField,
} from './link-fields';

const schema = linkFormSchema(optionalSlugSchema);
const DESTINATION_EXAMPLE = 'https://example.com/a/long/page';

export interface CreateLinkData {
  domain?: string;
  /** The team chosen at first (the one the list shows), by id. */
  team?: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    CreateLink: PopupEntry<CreateLinkData | undefined, Link>;
  }
}

export function CreateLinkPopup({ data, close }: PopupPropsOf<'CreateLink'>) {
  const { t } = useTranslation();
  const create = useCreateLink();
  const linkForm = useLinkForm(schema, { ...linkFormValues(), team: data?.team ?? '' });
  const {
    form: {
      register,
      handleSubmit,
      control,
      formState: { errors },
    },
  } = linkForm;
  // A team limited to some domains offers those only, and the domain moves onto one of them.
  useKeepDomainAllowed(linkForm.form);
  const team = useWatch({ control, name: 'team' });

  const onSubmit = async (values: LinkFormValues) => {
    linkForm.beginSubmit();
    await create.mutateAsync(createLinkBody(values)).catch(linkForm.showServerError);
  };

  const created = create.data;
  if (created) {
    const url = linkShortUrl(data?.domain, created.domain, created.slug);
    return (
      <PopupShell
        title={t('links.create.createdTitle')}
        description={t('links.create.createdDescription')}
      >
        <div className="stack">
          <TextField
            label={t('links.create.shortUrl')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="popup__actions">
            <Button
              onClick={async () => {
                toast((await copyText(url)) ? t('links.copied') : t('links.copyFailed'));
              }}
            >
              {t('links.create.copyShortUrl')}
            </Button>
            <Button variant="primary" onClick={() => close(created)}>
              {t('links.done')}
            </Button>
          </div>
        </div>
      </PopupShell>
    );
  }

  return (
    <PopupShell
      title={t('links.create.title')}
      dismissOnOutsideClick={false}
      size={linkForm.advancedOpen ? 'lg' : 'md'}
    >
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit, linkForm.onInvalid)}>
        <DomainField team={team} error={errors.domain?.message} {...register('domain')} />
        <DestinationField
          placeholder={DESTINATION_EXAMPLE}
          error={errors.destination?.message}
          {...register('destination')}
        />
        <SlugField
          label={t('links.create.customSlug')}
          hint={rules.slug}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TeamField error={errors.team?.message} {...register('team')} />
        <PublicStatsField {...register('publicStats')} />
        <AdvancedFields
          form={linkForm.form}
          open={linkForm.advancedOpen}
          onToggle={linkForm.setAdvancedOpen}
          ruleErrors={linkForm.ruleErrors}
        />
        <FormMessage message={linkForm.formError} />
        <div className="popup__actions">
          <Button onClick={() => close()}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('links.create.submit')}
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default CreateLinkPopup;
