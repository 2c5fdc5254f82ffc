// Who made a change and through what, in words: "alice · API token “deploy”", or "Command line"
// for the server's own command line (no account).
import { i18n } from '@/i18n';
import type { HistoryChannel, HistoryEntry } from '../types';

const CHANNEL_LABELS = {
  dashboard: 'history.via.dashboard',
  token: 'history.via.tokenUnnamed',
  secret: 'history.via.secret',
  cli: 'history.via.cli',
  import: 'history.via.import',
  bulk: 'history.via.bulk',
} as const satisfies Record<HistoryChannel, string>;

export function channelText(entry: Pick<HistoryEntry, 'via' | 'viaName'>): string {
  if (entry.via === 'token' && entry.viaName) {
    return i18n.t('history.via.token', { name: entry.viaName });
  }
  const key = CHANNEL_LABELS[entry.via] as (typeof CHANNEL_LABELS)[HistoryChannel] | undefined;
  // A channel a newer server added: its own name.
  return key ? i18n.t(key) : entry.via;
}

export function actorText(entry: Pick<HistoryEntry, 'account' | 'via' | 'viaName'>): string {
  if (!entry.account) {
    return entry.via === 'cli'
      ? i18n.t('history.commandLine')
      : i18n.t('history.actor', { who: i18n.t('history.commandLine'), via: channelText(entry) });
  }
  const who = entry.account.username ?? i18n.t('history.unknownAccount');
  return i18n.t('history.actor', { who, via: channelText(entry) });
}
