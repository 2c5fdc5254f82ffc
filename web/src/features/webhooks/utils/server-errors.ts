// Puts the server's refusal of a webhook next to its field (src/http/api/webhooks/errors.rs):
// the endpoint's URL, the description or the events; anything else stays a form-level message.
// The message arrives translated, so it is read in the server's English wording.
import { englishApiMessage } from '@/i18n/api-messages';
import type { WebhookFormValues } from './webhook-form';

export function webhookFieldOf(message: string): keyof WebhookFormValues | null {
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
  return null;
}
