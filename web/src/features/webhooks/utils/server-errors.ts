// Puts the server's refusal of a webhook next to its field (src/http/api/webhooks/errors.rs):
// the endpoint's URL, the description, the events, a forwarding's site or the scope; anything
// else stays a form-level message. The message arrives translated, so it is read in the
// server's English wording.
import type { UseFormReturn } from 'react-hook-form';
import { englishApiMessage } from '@/i18n/api-messages';
import type { WebhookFormValues } from './webhook-form';

/** Where a refused target shows: the field that names the site at each service. */
const SITE_FIELD: Record<string, keyof WebhookFormValues> = {
  matomo: 'siteId',
  plausible: 'siteDomain',
  umami: 'websiteId',
};

export function webhookFieldOf(message: string, kind = 'webhook'): keyof WebhookFormValues | null {
  const english = englishApiMessage(message);
  if (english.startsWith('Invalid url')) return 'url';
  if (english.startsWith('Invalid description')) return 'description';
  if (
    english.startsWith('Invalid events') ||
    english.startsWith('Unknown event') ||
    english.startsWith('Only the owner and admins may subscribe')
  ) {
    return 'events';
  }
  if (english.startsWith('Invalid target')) return SITE_FIELD[kind] ?? null;
  if (english.startsWith('Invalid scope') || english.startsWith('Only the owner may subscribe')) {
    return 'scope';
  }
  return null;
}

/** The form shows a field: the scope to the owner only, the events to a webhook only. */
function shows(field: keyof WebhookFormValues, kind: string, owner: boolean): boolean {
  if (field === 'scope') return owner;
  if (field === 'events') return kind === 'webhook';
  return true;
}

/** Shows a refused create or edit on its field when the form shows it, else as its message. */
export function showRefusal(
  form: UseFormReturn<WebhookFormValues>,
  error: unknown,
  owner: boolean,
  setMessage: (message: string) => void,
) {
  const text = error instanceof Error ? error.message : String(error);
  const kind = form.getValues('kind');
  const field = webhookFieldOf(text, kind);
  if (field && shows(field, kind, owner)) {
    form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
  } else {
    setMessage(text);
  }
}
