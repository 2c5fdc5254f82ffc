// One variant of a link's A/B split: where it sends visitors, its weight, and the share of the
// visitors that weight gives it among the others (shown as it is typed).
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formatPercent } from '@/lib/format';
import type { LinkFormValues } from '../utils/link-form';
import { SPLIT_LIMITS } from '../utils/split';

const VARIANT_EXAMPLE = 'https://example.com/variant-b';

export interface SplitVariantProps {
  form: UseFormReturn<LinkFormValues>;
  index: number;
  /** The variant's share of visitors, or null while a weight is not valid. */
  share: number | null;
  canRemove: boolean;
  onRemove: () => void;
}

export function SplitVariant({ form, index, share, canRemove, onRemove }: SplitVariantProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const number = index + 1;
  const error = errors.split?.variants?.[index];
  return (
    <fieldset className="split-variant">
      <legend className="rule__title">{t('links.split.variant', { number })}</legend>
      <div className="rule__tools">
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('links.split.removeVariant', { number })}
          disabled={!canRemove}
          onClick={onRemove}
        >
          {t('links.split.remove')}
        </Button>
      </div>
      <div className="split-variant__fields">
        <TextField
          label={t('links.split.sendTo')}
          type="url"
          placeholder={VARIANT_EXAMPLE}
          autoComplete="off"
          error={error?.destination?.message}
          {...register(`split.variants.${index}.destination`)}
        />
        <TextField
          label={t('links.split.weight')}
          inputMode="numeric"
          autoComplete="off"
          className="split-variant__weight"
          hint={
            <output>
              {t('links.split.share', {
                share: share === null ? t('common.none') : formatPercent(share, 1),
              })}
            </output>
          }
          error={error?.weight?.message}
          maxLength={String(SPLIT_LIMITS.maxWeight).length}
          {...register(`split.variants.${index}.weight`)}
        />
      </div>
    </fieldset>
  );
}
