// One entry of the log: when (local time), what (its label, and the action's own name as the
// API and the exports write it), who (the account then, its role, through what), from which
// network, to what, and its details.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { AuditEntry } from '../types';
import {
  actionLabel,
  actorName,
  kindLabel,
  roleLabel,
  targetName,
  viaLabel,
} from '../utils/labels';
import { AuditDetails } from './audit-details';

/** The columns, in order: the row and the table's header read them from here. */
export const AUDIT_COLUMNS = ['time', 'action', 'actor', 'network', 'target', 'details'] as const;

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const column = (name: (typeof AUDIT_COLUMNS)[number]) => t(`audit.columns.${name}`);
  const { actor, target } = entry;
  return (
    <tr>
      <td data-label={column('time')}>
        <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
      </td>
      <td data-label={column('action')}>
        <span className="audit-cell">
          <span>{actionLabel(entry.action)}</span>
          <code className="audit-cell__code">{entry.action}</code>
        </span>
      </td>
      <td data-label={column('actor')}>
        <span className="audit-cell">
          <span>
            <span className="audit-actor">{actorName(actor)}</span>
            {actor.role && (
              <span className={`badge badge--role-${actor.role}`}>{roleLabel(actor.role)}</span>
            )}
          </span>
          <span className="muted">{viaLabel(actor)}</span>
        </span>
      </td>
      <td data-label={column('network')} className="cell-number">
        {actor.network ?? t('common.none')}
      </td>
      <td data-label={column('target')}>
        {target ? (
          <span className="audit-cell">
            <span className="muted">{kindLabel(target.kind)}</span>
            <span className="audit-cell__name">{targetName(target)}</span>
          </span>
        ) : (
          t('common.none')
        )}
      </td>
      <td data-label={column('details')}>
        <AuditDetails details={entry.details} />
      </td>
    </tr>
  );
}
