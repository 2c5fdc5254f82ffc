// The state the create and edit popups share: the form, whether its Advanced section is open,
// and where a refusal goes — a control the server names gets the message on its field (the
// section opens and the field takes focus), rule N on rule N, variant N of a split on its
// destination or weight, anything else the form.
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '@/hooks/use-zod-form';
import { ADVANCED_FIELDS, previewBody, utmBody, type LinkFormValues } from '../utils/link-form';
import { serverFieldErrors } from '../utils/server-errors';
import { englishApiMessage } from '@/i18n/api-messages';

/** Whether a link's values use any control, so its edit form opens with them shown. */
function usesControls(v: LinkFormValues): boolean {
  return ADVANCED_FIELDS.some((f) => {
    const value = v[f];
    if (f === 'utm') return utmBody(v.utm) !== null;
    if (f === 'preview') return previewBody(v.preview) !== null;
    if (f === 'split') return v.split.variants.length > 0;
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
}

export function useLinkForm(
  schema: z.ZodType<LinkFormValues, LinkFormValues>,
  start: LinkFormValues,
  { hasPassword = false }: { hasPassword?: boolean } = {},
) {
  const form = useZodForm(schema, start);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasPassword || usesControls(start));
  const [ruleErrors, setRuleErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Clears the previous answer's messages before a new submit. */
  const beginSubmit = () => {
    setRuleErrors({});
    setFormError(null);
  };

  const onInvalid = (errors: FieldErrors<LinkFormValues>) => {
    if (ADVANCED_FIELDS.some((f) => errors[f])) setAdvancedOpen(true);
  };

  const showServerError = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // Fields are found in the server's English wording; the message shown stays translated.
    const fields = serverFieldErrors(englishApiMessage(message)).map((found) => ({
      ...found,
      message,
    }));
    if (fields.length === 0) {
      setFormError(message);
      return;
    }
    setAdvancedOpen(true);
    for (const found of fields) {
      if ('rule' in found) {
        setRuleErrors((current) => ({ ...current, [found.rule]: found.message }));
        continue;
      }
      if ('variant' in found) {
        form.setError(`split.variants.${found.variant}.${found.part}`, {
          type: 'server',
          message: found.message,
        });
        continue;
      }
      form.setError(found.field, { type: 'server', message: found.message });
    }
    // Focus once the section is shown (a hidden field cannot take focus).
    const first = fields[0]!;
    requestAnimationFrame(() => {
      if ('rule' in first) form.setFocus(`redirectRules.${first.rule}.destination`);
      else if ('variant' in first) form.setFocus(`split.variants.${first.variant}.${first.part}`);
      // A message about the whole split: start at its first variant.
      else if (first.field === 'split') form.setFocus('split.variants.0.destination');
      // The card's message names no single field: start at its first.
      else if (first.field === 'preview') form.setFocus('preview.title');
      else if (first.field !== 'tags' && first.field !== 'redirectRules') {
        form.setFocus(first.field);
      }
    });
  };

  return {
    form,
    advancedOpen,
    setAdvancedOpen,
    ruleErrors,
    formError,
    beginSubmit,
    onInvalid,
    showServerError,
  };
}
