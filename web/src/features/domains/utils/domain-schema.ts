// The add and edit forms' rules. The server stays the authority (it also turns Unicode hosts
// into punycode); these only put the common mistakes next to their field.
import { z } from 'zod';
import { isValidDestination } from '@/lib/validation';
import type { DomainFormValues } from './domain-form';

export const HOST_RULE =
  'A host name such as go.example.com, optionally with a port (go.example.com:8443). No http:// and no path.';
export const REDIRECT_RULE = 'A full URL starting with http:// or https://, or empty.';

// Labels of anything but separators, dots between them, then an optional port.
const HOST = /^[^\s/\\?#@:.]+(\.[^\s/\\?#@:.]+)*(:\d{1,5})?$/u;

export function isValidHost(value: string): boolean {
  const host = value.trim();
  if (!HOST.test(host) || host.length > 253 + 6) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

const redirect = z.string().refine((v) => v.trim() === '' || isValidDestination(v.trim()), {
  message: 'Enter a full URL starting with http:// or https://, without spaces.',
});

export const domainFormSchema: z.ZodType<DomainFormValues, DomainFormValues> = z.object({
  host: z.string().refine(isValidHost, {
    message: 'Enter a host name such as go.example.com, without http:// or a path.',
  }),
  rootRedirect: redirect,
  notFoundRedirect: redirect,
  expiredRedirect: redirect,
  standardMayCreate: z.boolean(),
});
