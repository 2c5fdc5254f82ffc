// The create and edit forms' rules, the server's own (src/domain/webhooks.rs), so the common
// mistakes are shown next to their field before sending. The server stays the authority: it
// also refuses private addresses, which cannot be told from here.
import { z } from 'zod';
import { i18n } from '@/i18n';
import type { WebhookFormValues } from './webhook-form';
import { splitList } from './webhook-form';

export const MAX_URL_LENGTH = 2048;
export const MAX_DESCRIPTION_LENGTH = 200;
export const MAX_FILTER_VALUES = 100;
const MAX_FILTER_VALUE_LENGTH = 200;

/** http(s)://, a host right after the slashes, no spaces, no credentials, no fragment. */
export function isValidEndpoint(value: string): boolean {
  const url = value.trim();
  if (url.length === 0 || url.length > MAX_URL_LENGTH || /\s/.test(url)) return false;
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname !== '' && !parsed.username && !parsed.password && !url.includes('#');
  } catch {
    return false;
  }
}

const filterList = (text: string) => {
  const values = splitList(text);
  return (
    values.length <= MAX_FILTER_VALUES &&
    values.every((value) => value.length <= MAX_FILTER_VALUE_LENGTH)
  );
};

// Messages are functions: they are read when the form is checked, in the language shown then.
const filterRule = {
  error: () =>
    i18n.t('webhooks.validation.filters', {
      max: MAX_FILTER_VALUES,
      length: MAX_FILTER_VALUE_LENGTH,
    }),
};

export const webhookFormSchema: z.ZodType<WebhookFormValues, WebhookFormValues> = z.object({
  url: z.string().refine(isValidEndpoint, { error: () => i18n.t('webhooks.validation.url') }),
  description: z.string().refine(
    (value) =>
      value.trim().length <= MAX_DESCRIPTION_LENGTH &&
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      !/[\u0000-\u001f\u007f]/.test(value),
    { error: () => i18n.t('webhooks.validation.description', { max: MAX_DESCRIPTION_LENGTH }) },
  ),
  events: z.array(z.string()).min(1, { error: () => i18n.t('webhooks.validation.events') }),
  tags: z.string().refine(filterList, filterRule),
  links: z.string().refine(filterList, filterRule),
  domains: z.array(z.string()),
  paused: z.boolean(),
});
