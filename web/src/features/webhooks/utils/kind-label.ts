// How a subscription's kind is named: an analytics forwarding by its service; a kind this
// dashboard does not know yet as the server names it.
import { i18n } from '@/i18n';
import { FORWARDING_KINDS } from '../types';

type KnownKind = (typeof FORWARDING_KINDS)[number];

const isKnown = (kind: string): kind is KnownKind =>
  (FORWARDING_KINDS as readonly string[]).includes(kind);

export function forwardingLabel(kind: string): string {
  return isKnown(kind) ? i18n.t(`webhooks.kinds.${kind}`) : kind;
}
