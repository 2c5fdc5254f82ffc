// One change in a link's history: what was done (and its version), when in local time, who and
// through what, the fields it changed, and "Revert to this version" for an earlier version that
// left the link with fields (a deletion left none).
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import type { Domain } from '@/lib/domains/types';
import { formatDateTime } from '@/lib/format';
import type { HistoryAction, HistoryEntry } from '../types';
import { actorText } from '../utils/actor';
import { entryChanges } from '../utils/field-values';
import { FieldChanges } from './field-changes';

const ACTION_LABELS = {
  created: 'history.actions.created',
  edited: 'history.actions.edited',
  deleted: 'history.actions.deleted',
  restored: 'history.actions.restored',
  reverted: 'history.actions.reverted',
} as const satisfies Record<HistoryAction, string>;

/** What reverting to this entry's version came to, shown under it. */
export interface RevertNotice {
  tone: 'success' | 'error';
  message: string;
}

export function HistoryEntryItem({
  entry,
  current,
  domains,
  reverting,
  notice,
  onRevert,
}: {
  entry: HistoryEntry;
  /** The link's latest version: there is nothing to revert to. */
  current: boolean;
  domains: Domain[] | undefined;
  reverting: boolean;
  notice: RevertNotice | undefined;
  onRevert: () => void;
}) {
  const { t } = useTranslation();
  // An action a newer server added shows as its own name.
  const key = ACTION_LABELS[entry.action] as (typeof ACTION_LABELS)[HistoryAction] | undefined;
  const action = key ? t(key) : entry.action;
  return (
    <li className="history__entry">
      <div className="history__head">
        <h3 className="history__title">
          {t('history.entryTitle', { action, version: entry.version })}
          {current && (
            <>
              {' '}
              <span className="badge badge--info">{t('history.current')}</span>
            </>
          )}
        </h3>
        <time className="muted history__time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="muted history__actor">{actorText(entry)}</p>
      <FieldChanges changes={entryChanges(entry)} domains={domains} />
      {!current && entry.after && (
        <Button
          size="sm"
          className="history__revert"
          aria-label={t('history.revert.buttonLabel', { version: entry.version })}
          busy={reverting}
          onClick={onRevert}
        >
          {t('history.revert.button')}
        </Button>
      )}
      {notice && <FormMessage message={notice.message} tone={notice.tone} />}
    </li>
  );
}
