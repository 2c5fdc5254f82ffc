// The "Preview card" part of the Advanced section (docs/campaigns.md#preview-cards): what chat
// apps and social networks show when the short link is pasted, with the card drawn beside the
// fields as they are typed.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDomains } from '@/lib/domains/get-domains';
import { previewBody, type LinkFormValues } from '../utils/link-form';
import { cardHost, isPreviewImage } from '../utils/preview';
import { PreviewCard } from './preview-card';
import { PreviewFill } from './preview-fill';

const IMAGE_EXAMPLE = 'https://example.com/card.png';

export function PreviewFields({ form }: { form: UseFormReturn<LinkFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [preview, domain] = useWatch({ control, name: ['preview', 'domain'] });
  const { data: domains } = useDomains();
  // The image waits for typing to pause, so a half-typed URL is not fetched at every key.
  const image = useDebouncedValue(preview.image.trim(), 400);
  // The server's refusal names the card, not one field (src/http/messages.rs INVALID_PREVIEW).
  const cardError = errors.preview?.message;
  const hintId = `${id}-hint`;
  const errorId = cardError ? `${id}-error` : undefined;

  return (
    <fieldset className="stack" aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}>
      <legend>{t('links.preview.legend')}</legend>
      <p id={hintId} className="field__hint">
        {t('links.preview.hint')}
      </p>
      {cardError && (
        <p id={errorId} className="field__error">
          {cardError}
        </p>
      )}
      <PreviewFill form={form} />
      <div className="preview-editor">
        <div className="stack">
          <TextField
            label={t('links.preview.title')}
            autoComplete="off"
            error={errors.preview?.title?.message}
            {...register('preview.title')}
          />
          <TextAreaField
            label={t('links.preview.description')}
            rows={3}
            error={errors.preview?.description?.message}
            {...register('preview.description')}
          />
          <TextField
            label={t('links.preview.image')}
            type="url"
            autoComplete="off"
            placeholder={IMAGE_EXAMPLE}
            error={errors.preview?.image?.message}
            {...register('preview.image')}
          />
          <TextField
            label={t('links.preview.siteName')}
            autoComplete="off"
            hint={t('links.preview.siteNameHint')}
            error={errors.preview?.siteName?.message}
            {...register('preview.siteName')}
          />
        </div>
        {previewBody(preview) ? (
          <PreviewCard
            title={preview.title.trim()}
            description={preview.description.trim()}
            image={isPreviewImage(image) ? image : ''}
            siteName={preview.siteName.trim()}
            host={cardHost(domains, domain)}
          />
        ) : (
          <p className="field__hint">{t('links.preview.empty')}</p>
        )}
      </div>
    </fieldset>
  );
}
