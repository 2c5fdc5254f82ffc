// The add and edit forms' rules. The server stays the authority (it also turns Unicode hosts
// into punycode); these only put the common mistakes next to their field.
import { z } from 'zod';
import { i18n } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { isValidDestination } from '@/lib/validation';
import { appLinkProblem, MAX_APP_LINK_BYTES, type AppLinkField } from './app-links';
import type { DomainFormValues } from './domain-form';

// Labels of anything but separators, dots between them, then an optional port.
const HOST = /^[^\s/\\?#@:.]+(\.[^\s/\\?#@:.]+)*(:\d{1,5})?$/u;

export function isValidHost(value: string): boolean {
  const host = value.trim();
  if (!HOST.test(host) || host.length > 253 + 6) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

// Messages are functions: they are read when a form is checked, in the language shown then.
const redirect = z.string().refine((v) => v.trim() === '' || isValidDestination(v.trim()), {
  error: () => i18n.t('domains.validation.redirect'),
});

// An app links file: empty (not served), or JSON of its shape and size.
const appLink = (field: AppLinkField) =>
  z.string().superRefine((text, ctx) => {
    const problem = appLinkProblem(field, text);
    if (!problem) return;
    ctx.addIssue({
      code: 'custom',
      message: i18n.t(`domains.validation.appLinks.${problem}`, {
        max: formatNumber(MAX_APP_LINK_BYTES),
      }),
    });
  });

export const domainFormSchema: z.ZodType<DomainFormValues, DomainFormValues> = z.object({
  host: z.string().refine(isValidHost, {
    error: () => i18n.t('domains.validation.host'),
  }),
  rootRedirect: redirect,
  notFoundRedirect: redirect,
  expiredRedirect: redirect,
  standardMayCreate: z.boolean(),
  appleAppSiteAssociation: appLink('appleAppSiteAssociation'),
  assetLinks: appLink('assetLinks'),
});
