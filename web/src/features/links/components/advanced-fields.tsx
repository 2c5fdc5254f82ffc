// The "Advanced" section of the create and edit popups: when the link works (validFrom,
// expiresAt, a visit limit and where it sends visitors afterwards), a password, tags, title and
// notes, how it redirects (status, query forwarding, crawlers), its campaign (UTM), its social
// preview card, its redirect rules and its A/B split. Folded until opened; its fields stay in the
// form while folded.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useTags } from '../api/get-tags';
import type { Link } from '../types';
import type { LinkFormValues } from '../utils/link-form';
import { localTimeZone } from '../utils/local-date';
import { passwordFailures } from '../utils/password-failures';
import { PreviewFields } from './preview-fields';
import { RulesEditor } from './rules-editor';
import { SplitEditor } from './split-editor';
import { TagsInput } from './tags-input';
import { UtmFields } from './utm-fields';
import { REDIRECT_STATUS_OPTIONS } from '@/lib/redirect-statuses';

// Labels are keys, resolved at render.
const STATUS_OPTIONS = [
  { value: '', label: 'links.advanced.statuses.default' },
  ...REDIRECT_STATUS_OPTIONS,
] as const;

/** The toggle's arrow (decorative, hidden from screen readers). */
const ARROW = { open: '▾', closed: '▸' } as const;

const EXPIRED_URL_EXAMPLE = 'https://example.com/offer-ended';

export interface AdvancedFieldsProps {
  form: UseFormReturn<LinkFormValues>;
  /** The link being edited (its password state and used visits), none when creating. */
  link?: Link;
  open: boolean;
  onToggle: (open: boolean) => void;
  ruleErrors: Record<number, string>;
}

export function AdvancedFields({ form, link, open, onToggle, ruleErrors }: AdvancedFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const tags = useTags();
  const removePassword = useWatch({ control, name: 'removePassword' });
  const zone = localTimeZone();

  return (
    <section className="advanced" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        className="advanced__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => onToggle(!open)}
      >
        <span aria-hidden="true" className="advanced__arrow">
          {open ? ARROW.open : ARROW.closed}
        </span>
        {t('links.advanced.toggle')}
      </button>
      <div id={`${id}-body`} className="advanced__body" hidden={!open}>
        <div className="field-row">
          <TextField
            label={t('links.advanced.validFrom')}
            type="datetime-local"
            hint={t('links.advanced.validFromHint', { zone })}
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <TextField
            label={t('links.advanced.expiresAt')}
            type="datetime-local"
            hint={t('links.advanced.expiresAtHint')}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
        </div>
        <TextField
          label={t('links.advanced.visitLimit')}
          inputMode="numeric"
          autoComplete="off"
          hint={
            <>
              {t('links.advanced.visitLimitHint')}
              {link && link.maxVisits !== null && (
                <>
                  {' '}
                  {t('links.advanced.usedSoFar', {
                    used: formatNumber(link.usedVisits),
                    max: formatNumber(link.maxVisits),
                  })}
                </>
              )}
            </>
          }
          error={errors.maxVisits?.message}
          {...register('maxVisits')}
        />
        <TextField
          label={t('links.advanced.expiredUrl')}
          type="url"
          placeholder={EXPIRED_URL_EXAMPLE}
          hint={t('links.advanced.expiredUrlHint')}
          error={errors.expiredUrl?.message}
          {...register('expiredUrl')}
        />
        {link?.hasPassword ? (
          <div className="password-state">
            <p>
              <span className="badge badge--info">{t('links.advanced.protected')}</span>{' '}
              {t('links.advanced.mustTypePassword')}
            </p>
            <p className="password-state__failures">{passwordFailures(link)}</p>
            <CheckboxField
              label={t('links.advanced.removePassword')}
              {...register('removePassword')}
            />
            {!removePassword && (
              <TextField
                label={t('links.advanced.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('links.advanced.newPasswordHint')}
                error={errors.password?.message}
                {...register('password')}
              />
            )}
          </div>
        ) : (
          <TextField
            label={t('links.advanced.password')}
            type="password"
            autoComplete="new-password"
            hint={t('links.advanced.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t('links.advanced.tags')}
              value={field.value}
              onChange={field.onChange}
              suggestions={tags.data}
              placeholder={t('links.advanced.tagsPlaceholder')}
              hint={t('links.advanced.tagsHint')}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={t('links.advanced.title')}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={t('links.advanced.notes')}
          rows={3}
          hint={t('links.advanced.notesHint')}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <SelectField
          label={t('links.advanced.redirectStatus')}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          error={errors.redirectStatus?.message}
          {...register('redirectStatus')}
        />
        <CheckboxField
          label={t('links.advanced.forwardQuery')}
          hint={t('links.advanced.forwardQueryHint')}
          {...register('forwardQuery')}
        />
        <CheckboxField
          label={t('links.advanced.crawlable')}
          hint={t('links.advanced.crawlableHint')}
          {...register('crawlable')}
        />
        <UtmFields form={form} />
        <PreviewFields form={form} />
        <RulesEditor form={form} ruleErrors={ruleErrors} />
        <SplitEditor form={form} />
      </div>
    </section>
  );
}
