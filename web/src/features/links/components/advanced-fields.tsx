// The "Advanced" section of the create and edit popups: when the link works (validFrom,
// expiresAt, a visit limit and where it sends visitors afterwards), a password, tags, title and
// notes, how it redirects (status, query forwarding, crawlers) and its redirect rules. Folded
// until opened; its fields stay in the form while folded.
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useTags } from '../api/get-tags';
import type { Link } from '../types';
import type { LinkFormValues } from '../utils/link-form';
import { localTimeZone } from '../utils/local-date';
import { passwordFailures } from '../utils/password-failures';
import { RulesEditor } from './rules-editor';
import { TagsInput } from './tags-input';

const STATUS_OPTIONS = [
  { value: '', label: 'Server default' },
  { value: '301', label: '301 Moved Permanently' },
  { value: '302', label: '302 Found' },
  { value: '307', label: '307 Temporary Redirect' },
  { value: '308', label: '308 Permanent Redirect' },
] as const;

export interface AdvancedFieldsProps {
  form: UseFormReturn<LinkFormValues>;
  /** The link being edited (its password state and used visits), none when creating. */
  link?: Link;
  open: boolean;
  onToggle: (open: boolean) => void;
  ruleErrors: Record<number, string>;
}

export function AdvancedFields({ form, link, open, onToggle, ruleErrors }: AdvancedFieldsProps) {
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
          {open ? '▾' : '▸'}
        </span>
        Advanced
      </button>
      <div id={`${id}-body`} className="advanced__body" hidden={!open}>
        <div className="field-row">
          <TextField
            label="Valid from"
            type="datetime-local"
            hint={`Optional, in your time zone (${zone}).`}
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <TextField
            label="Expires at"
            type="datetime-local"
            hint="Optional. From then on the link is expired."
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
        </div>
        <TextField
          label="Visit limit"
          inputMode="numeric"
          autoComplete="off"
          hint={
            <>
              Optional. After this many human visits the link behaves as expired; crawlers and link
              previews never use one up.
              {link && link.maxVisits !== null && (
                <>
                  {' '}
                  Used so far: {formatNumber(link.usedVisits)} of {formatNumber(link.maxVisits)}.
                </>
              )}
            </>
          }
          error={errors.maxVisits?.message}
          {...register('maxVisits')}
        />
        <TextField
          label="When expired, send to"
          type="url"
          placeholder="https://example.com/offer-ended"
          hint="Optional. Without it, visitors of an expired or used-up link see a “This link has expired” page."
          error={errors.expiredUrl?.message}
          {...register('expiredUrl')}
        />
        {link?.hasPassword ? (
          <div className="password-state">
            <p>
              <span className="badge badge--info">Protected</span> Visitors must type a password.
            </p>
            <p className="password-state__failures">{passwordFailures(link)}</p>
            <CheckboxField label="Remove the password" {...register('removePassword')} />
            {!removePassword && (
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint="Leave empty to keep the current one."
                error={errors.password?.message}
                {...register('password')}
              />
            )}
          </div>
        ) : (
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="Optional. Visitors must type it before they are sent on."
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsInput
              label="Tags"
              value={field.value}
              onChange={field.onChange}
              suggestions={tags.data}
              placeholder="Type a tag and press Enter"
              hint="Up to 50 tags of 1–64 characters, without commas."
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Notes"
          rows={3}
          hint="Only you and the admins see them; search finds them."
          error={errors.notes?.message}
          {...register('notes')}
        />
        <SelectField
          label="Redirect status"
          options={STATUS_OPTIONS}
          error={errors.redirectStatus?.message}
          {...register('redirectStatus')}
        />
        <CheckboxField
          label="Forward the query string"
          hint="Visitors' ?parameters are added to the destination."
          {...register('forwardQuery')}
        />
        <CheckboxField
          label="Allow search engines"
          hint="Listed as allowed in /robots.txt; other links ask crawlers not to index them."
          {...register('crawlable')}
        />
        <RulesEditor form={form} ruleErrors={ruleErrors} />
      </div>
    </section>
  );
}
