// "Fill from destination" in the Preview card fields: the server reads the destination page once
// and answers the card fields it gives itself. Empty fields are filled at once; fields the user
// typed are replaced only after asking, so a click never silently loses typing nor seems to do
// nothing. What was filled, kept or refused is said beside the button.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { showInformation } from '@/components/popup/popup-helpers';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/i18n';
import { isValidDestination } from '@/lib/validation';
import { useReadPageCard } from '../api/read-page-card';
import type { PageCard } from '../types';
import type { LinkFormValues } from '../utils/link-form';
import { pageCardChanges, PREVIEW_KEYS, type PreviewKey } from '../utils/preview';

export function PreviewFill({ form }: { form: UseFormReturn<LinkFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const destination = useWatch({ control: form.control, name: 'destination' }).trim();
  const usable = isValidDestination(destination);
  const read = useReadPageCard();
  const [outcome, setOutcome] = useState('');

  /** "Headline, Description and Image URL", in the interface's language. */
  const names = (keys: readonly PreviewKey[]) =>
    new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(
      keys.map((key) => t(`links.preview.${key}`)),
    );

  /** Asks whether the page's values replace what was typed in `keys`; dismissing keeps them. */
  const askReplace = async (keys: PreviewKey[], page: PageCard) =>
    (await showInformation({
      title: t('links.preview.replaceTitle'),
      description: (
        <>
          <p>{t('links.preview.replaceDescription', { fields: names(keys) })}</p>
          <dl className="page-card-values">
            {keys.map((key) => (
              <div key={key}>
                <dt>{t(`links.preview.${key}`)}</dt>
                <dd>{page[key]}</dd>
              </div>
            ))}
          </dl>
        </>
      ),
      buttons: [
        { name: t('links.preview.keep'), action: ({ close }) => close(false) },
        { name: t('links.preview.replace'), type: 'primary', action: ({ close }) => close(true) },
      ],
    })) === true;

  const fill = async () => {
    setOutcome('');
    const page = await read.mutateAsync(destination).catch(() => null);
    if (!page) return;
    if (PREVIEW_KEYS.every((key) => !page[key]?.trim())) {
      setOutcome(t('links.preview.fillNothing'));
      return;
    }
    const { fill: empty, replace } = pageCardChanges(form.getValues('preview'), page);
    const replaced = replace.length > 0 && (await askReplace(replace, page));
    const filled = PREVIEW_KEYS.filter(
      (key) => empty.includes(key) || (replaced && replace.includes(key)),
    );
    for (const key of filled) {
      // Re-checked only once the form has been submitted, as typing is.
      form.setValue(`preview.${key}`, page[key]?.trim() ?? '', {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
    const kept = replaced ? [] : replace;
    setOutcome(
      [
        filled.length ? t('links.preview.filled', { fields: names(filled) }) : '',
        kept.length ? t('links.preview.kept', { fields: names(kept) }) : '',
        filled.length + kept.length === 0 ? t('links.preview.fillUnchanged') : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return (
    <div className="preview-fill">
      <div className="preview-fill__row">
        <Button
          size="sm"
          busy={read.isPending}
          disabled={!usable}
          aria-describedby={`${id}-hint`}
          onClick={() => void fill()}
        >
          {t('links.preview.fill')}
        </Button>
        <p role="status" className="field__hint">
          {read.isPending ? t('links.preview.reading') : outcome}
        </p>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {usable ? t('links.preview.fillHint') : t('links.preview.fillNeedsDestination')}
      </p>
      {read.error && (
        <p role="alert" className="field__error">
          {read.error.message}
        </p>
      )}
    </div>
  );
}
