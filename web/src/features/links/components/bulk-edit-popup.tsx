// BulkEdit: one change to many links (docs/bulk-edit.md) — the selected ones, or every link the
// list's filters match. Each control leaves its field as it is unless told otherwise. "Preview"
// runs the dry run and shows its diff; "Apply" runs the edit with its progress streamed, then
// shows what changed and what was refused, and the list is fetched again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormMessage, SelectField, TextField } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { englishApiMessage } from '@/i18n/api-messages';
import { formatNumber } from '@/lib/format';
import { useBulkEdit, useBulkEditPreview } from '../api/bulk-edit-links';
import { useTags } from '../api/get-tags';
import type { BulkEditResult, BulkProgress, BulkSelection } from '../types';
import {
  BULK_EDIT_DEFAULTS,
  bulkChange,
  bulkEditSchema,
  type BulkEditFormValues,
} from '../utils/bulk-edit-form';
import { serverFieldErrors } from '../utils/server-errors';
import { BulkEditReport } from './bulk-edit-report';
import { TagsInput } from './tags-input';
import { REDIRECT_STATUS_OPTIONS } from '@/lib/redirect-statuses';

export interface BulkEditData {
  selection: BulkSelection;
  /** The links the selection holds, as the list counts them. */
  count: number;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    /** Closes with true once the edit ran. */
    BulkEdit: PopupEntry<BulkEditData, boolean>;
  }
}

// Labels are keys, resolved at render.
const VALUE_OPTIONS = [
  { value: 'leave', label: 'links.bulk.leave' },
  { value: 'set', label: 'links.bulk.set' },
  { value: 'clear', label: 'links.bulk.remove' },
] as const;

const SWITCH_OPTIONS = [
  { value: 'leave', label: 'links.bulk.leave' },
  { value: 'on', label: 'history.values.on' },
  { value: 'off', label: 'history.values.off' },
] as const;

const STATUS_OPTIONS = [
  { value: 'leave', label: 'links.bulk.leave' },
  { value: 'default', label: 'links.advanced.statuses.default' },
  ...REDIRECT_STATUS_OPTIONS,
] as const;

/** The fields whose refusal the server names at the start of its message. */
const SERVER_FIELDS = ['expiresAt', 'maxVisits', 'redirectStatus'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
const isServerField = (field: string): field is ServerField =>
  (SERVER_FIELDS as readonly string[]).includes(field);

/** The run's progress: links done of the total, announced as its text. */
function Progress({ progress }: { progress: BulkProgress }) {
  const { t } = useTranslation();
  const { done, total } = progress;
  const text = t('links.bulk.progress', { done: formatNumber(done), total: formatNumber(total) });
  const share = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <div className="bulk-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('links.bulk.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="progress__bar" style={{ width: `${share}%` }} />
      </div>
      <p className="muted">{text}</p>
    </div>
  );
}

export function BulkEditPopup({ data, close }: PopupPropsOf<'BulkEdit'>) {
  const { t } = useTranslation();
  const tags = useTags();
  const form = useZodForm(bulkEditSchema, BULK_EDIT_DEFAULTS);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [previewed, setPreviewed] = useState<{ change: string; result: BulkEditResult }>();
  const [applied, setApplied] = useState<BulkEditResult>();
  const preview = useBulkEditPreview();
  const apply = useBulkEdit(setProgress);
  const running = apply.isPending;

  // A preview answers one change: once a field moves, it no longer says what Apply would do.
  const change = JSON.stringify(bulkChange({ ...BULK_EDIT_DEFAULTS, ...values }));
  const report = applied ?? (previewed?.change === change ? previewed.result : undefined);

  const showServerError = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // Fields are found in the server's English wording; the message shown stays translated.
    const fields = serverFieldErrors(englishApiMessage(message))
      .map((found) => found.field)
      .filter(isServerField);
    if (fields.length === 0) setFormError(message);
    for (const field of fields) setError(field, { type: 'server', message });
  };

  const run = (dryRun: boolean) =>
    handleSubmit(async (checked: BulkEditFormValues) => {
      setFormError(null);
      const wanted = bulkChange(checked);
      if (Object.keys(wanted).length === 0) {
        setFormError(t('links.bulk.validation.noChange'));
        return;
      }
      const input = { ...data.selection, ...wanted };
      try {
        if (dryRun) {
          const result = await preview.mutateAsync(input);
          setPreviewed({ change: JSON.stringify(wanted), result });
        } else {
          setProgress(null);
          setApplied(await apply.mutateAsync(input));
        }
      } catch (error) {
        showServerError(error);
      }
    });

  const description =
    'ids' in data.selection
      ? t('links.bulk.selectedLinks', { count: data.count, number: formatNumber(data.count) })
      : t('links.bulk.matchingLinks', { count: data.count, number: formatNumber(data.count) });

  return (
    <PopupShell
      title={t('links.bulk.title')}
      description={description}
      size="lg"
      dismissOnOutsideClick={false}
      // The edit goes on without the popup; it stays until the answer says what it did.
      dismissible={!running}
    >
      <form className="stack" noValidate onSubmit={(event) => void run(true)(event)}>
        <fieldset className="bulk-edit" disabled={running || applied !== undefined}>
          <div className="field-row">
            <Controller
              control={control}
              name="addTags"
              render={({ field, fieldState }) => (
                <TagsInput
                  label={t('links.bulk.addTags')}
                  value={field.value}
                  onChange={field.onChange}
                  suggestions={tags.data}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="removeTags"
              render={({ field, fieldState }) => (
                <TagsInput
                  label={t('links.bulk.removeTags')}
                  value={field.value}
                  onChange={field.onChange}
                  suggestions={tags.data}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <div className="field-row">
            <SelectField
              label={t('links.advanced.expiresAt')}
              options={VALUE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              {...register('expiry')}
            />
            {values.expiry === 'set' && (
              <TextField
                label={t('links.bulk.newExpiry')}
                type="datetime-local"
                error={errors.expiresAt?.message}
                {...register('expiresAt')}
              />
            )}
          </div>
          <div className="field-row">
            <SelectField
              label={t('links.advanced.visitLimit')}
              options={VALUE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              {...register('visitLimit')}
            />
            {values.visitLimit === 'set' && (
              <TextField
                label={t('links.bulk.newVisitLimit')}
                inputMode="numeric"
                autoComplete="off"
                error={errors.maxVisits?.message}
                {...register('maxVisits')}
              />
            )}
          </div>
          <div className="field-row">
            <SelectField
              label={t('links.advanced.redirectStatus')}
              options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              error={errors.redirectStatus?.message}
              {...register('redirectStatus')}
            />
            <SelectField
              label={t('links.advanced.forwardQuery')}
              options={SWITCH_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              {...register('forwardQuery')}
            />
            <SelectField
              label={t('links.advanced.crawlable')}
              options={SWITCH_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              {...register('crawlable')}
            />
          </div>
          <fieldset className="bulk-edit">
            <legend className="field__label">{t('links.bulk.replace')}</legend>
            <div className="field-row">
              <TextField
                label={t('links.bulk.find')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.find?.message}
                {...register('find')}
              />
              <TextField
                label={t('links.bulk.replaceWith')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.replaceWith?.message}
                {...register('replaceWith')}
              />
            </div>
            <CheckboxField
              label={t('links.bulk.pattern')}
              hint={t('links.bulk.patternHint')}
              {...register('pattern')}
            />
          </fieldset>
        </fieldset>
        <FormMessage message={formError} />
        {progress && <Progress progress={progress} />}
        {report && <BulkEditReport result={report} />}
        <div className="popup__actions">
          {applied ? (
            <Button variant="primary" onClick={() => close(true)}>
              {t('links.done')}
            </Button>
          ) : (
            <>
              <Button disabled={running} onClick={() => close(false)}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit" busy={preview.isPending} disabled={running}>
                {t('links.bulk.preview')}
              </Button>
              <Button
                variant="primary"
                busy={running}
                disabled={preview.isPending}
                onClick={() => void run(false)()}
              >
                {t('links.bulk.apply')}
              </Button>
            </>
          )}
        </div>
      </form>
    </PopupShell>
  );
}

export default BulkEditPopup;
