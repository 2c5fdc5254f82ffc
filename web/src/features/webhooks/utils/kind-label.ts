// How a subscription's kind is named: an analytics forwarding by its service; a kind this
// dashboard does not know yet as the server names it.
import { i18n } from '@/i18n';
import { FORWARDING_KINDS, type ForwardingKind } from '../types';

/** A forwarding to a service this dashboard knows (and has the site fields of). */
export const isForwardingKind = (kind: string): kind is ForwardingKind =>
  (FORWARDING_KINDS as readonly string[]).includes(kind);

export function forwardingLabel(kind: string): string {
  return isForwardingKind(kind) ? i18n.t(`webhooks.kinds.${kind}`) : kind;
}
