// The state the add and edit popups share: the form, whether its App links section is open, and
// where a refusal goes — a field the server names gets the message on that field (the section
// opens first when it is one of its files), anything else the form.
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { APP_LINK_FIELDS, type AppLinkField } from '../utils/app-links';
import type { DomainFormValues } from '../utils/domain-form';
import { domainFormSchema } from '../utils/domain-schema';
import { domainFieldOf } from '../utils/server-errors';

const isAppLinkField = (field: string): field is AppLinkField =>
  (APP_LINK_FIELDS as readonly string[]).includes(field);

export function useDomainForm(
  start: DomainFormValues,
  { hostEditable }: { hostEditable: boolean },
) {
  const form = useZodForm(domainFormSchema, start);
  const [appLinksOpen, setAppLinksOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // A hidden field cannot take focus: open the section, then focus once it is shown.
  const focusAppLink = (field: AppLinkField) => {
    setAppLinksOpen(true);
    requestAnimationFrame(() => form.setFocus(field));
  };

  const onInvalid = (errors: FieldErrors<DomainFormValues>) => {
    const wrong = Object.keys(errors);
    const file = APP_LINK_FIELDS.find((field) => errors[field]);
    if (!file) return;
    // The form focuses the first wrong field itself when one is shown above the section.
    if (wrong.every(isAppLinkField)) focusAppLink(file);
    else setAppLinksOpen(true);
  };

  const showServerError = (error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    const field = error instanceof ApiError ? domainFieldOf(error) : null;
    if (!field || (field === 'host' && !hostEditable)) {
      setMessage(text);
    } else if (isAppLinkField(field)) {
      form.setError(field, { type: 'server', message: text });
      focusAppLink(field);
    } else {
      form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
    }
  };

  return {
    form,
    message,
    clearMessage: () => setMessage(null),
    appLinksOpen,
    setAppLinksOpen,
    onInvalid,
    showServerError,
  };
}
