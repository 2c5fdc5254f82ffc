// The A/B split of a link, in the Advanced section after the redirect rules (they come first:
// visitors that match no rule go to one of the variants, by weight, and the link's own
// destination is not used while a split is set). Folded until opened; open from the start for a
// link that has a split, and whenever one of its fields is refused.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { formatNumber } from '@/lib/format';
import type { LinkFormValues } from '../utils/link-form';
import { emptyVariant, firstVariants, SPLIT_LIMITS, variantShares } from '../utils/split';
import { SplitVariant } from './split-variant';

/** The toggle's arrow (decorative, hidden from screen readers). */
const ARROW = { open: '▾', closed: '▸' } as const;

export function SplitEditor({ form }: { form: UseFormReturn<LinkFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form;
  const variants = useFieldArray({ control, name: 'split.variants' });
  const watched = useWatch({ control, name: 'split.variants' });
  const [open, setOpen] = useState(() => getValues('split.variants').length > 0);
  const shown = open || errors.split !== undefined;
  const count = variants.fields.length;
  const shares = variantShares(watched);
  const groupError = errors.split?.message ?? errors.split?.variants?.message;

  const addSplit = () => {
    variants.replace(firstVariants(getValues('destination')));
    // Variant 1 is the link's destination already: the second is the one to type.
    requestAnimationFrame(() => form.setFocus('split.variants.1.destination'));
  };

  return (
    <section className="split-editor" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        className="advanced__toggle"
        aria-expanded={shown}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!shown)}
      >
        <span aria-hidden="true" className="advanced__arrow">
          {shown ? ARROW.open : ARROW.closed}
        </span>
        {t('links.split.legend')}
        {count > 0 && (
          <span className="badge badge--info">
            {t('links.split.variants', { number: formatNumber(count) })}
          </span>
        )}
      </button>
      <div id={`${id}-body`} className="stack split-editor__body" hidden={!shown}>
        <p className="field__hint">{t('links.split.hint')}</p>
        {groupError && <p className="field__error">{groupError}</p>}
        {count === 0 ? (
          <>
            <p className="muted">{t('links.split.none')}</p>
            <div>
              <Button size="sm" onClick={addSplit}>
                {t('links.split.add')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <ol className="rules__list">
              {variants.fields.map((field, index) => (
                <li key={field.id}>
                  <SplitVariant
                    form={form}
                    index={index}
                    share={shares[index] ?? null}
                    canRemove={count > SPLIT_LIMITS.minVariants}
                    onRemove={() => variants.remove(index)}
                  />
                </li>
              ))}
            </ol>
            <CheckboxField
              label={t('links.split.cookie')}
              hint={t('links.split.cookieHint')}
              {...register('split.cookie')}
            />
            <div className="split-editor__actions">
              <Button
                size="sm"
                disabled={count >= SPLIT_LIMITS.maxVariants}
                onClick={() => variants.append(emptyVariant())}
              >
                {t('links.split.addVariant')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => variants.replace([])}>
                {t('links.split.removeSplit')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
