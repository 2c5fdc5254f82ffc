// The fields one history entry changed: each named as the link form names it, with its value
// before → after (only after, for a creation or a restore), and the password only as set,
// removed or changed.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Domain } from '@/lib/domains/types';
import { fieldLabel, fieldValue, passwordChange, type FieldChange } from '../utils/field-values';

/** Between the value before and after; hidden from screen readers, which hear "After:". */
const ARROW = '→';

function Value({ field, value, domains }: { field: string; value: unknown; domains?: Domain[] }) {
  const { t } = useTranslation();
  const parts = fieldValue(field, value, domains);
  if (!parts || parts.length === 0) {
    return <span className="history__none">{t('history.values.none')}</span>;
  }
  if (parts.length === 1) return <>{parts[0]}</>;
  // One line per rule, variant or parameter.
  return (
    <>
      {parts.map((part, index) => (
        <span key={index} className="history__part">
          {part}
        </span>
      ))}
    </>
  );
}

export function FieldChanges({
  changes,
  domains,
}: {
  changes: FieldChange[];
  domains: Domain[] | undefined;
}) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <dl className="history__changes" aria-label={t('history.changes')}>
      {changes.map(({ field, before, after }) => (
        <Fragment key={field}>
          <dt>{fieldLabel(field)}</dt>
          <dd>
            {field === 'hasPassword' ? (
              passwordChange(before, after)
            ) : before !== undefined ? (
              <>
                <span className="history__before">
                  <span className="visually-hidden">{t('history.before')} </span>
                  <Value field={field} value={before} domains={domains} />
                </span>
                <span className="history__arrow" aria-hidden="true">
                  {ARROW}
                </span>
                <span className="history__after">
                  <span className="visually-hidden">{t('history.after')} </span>
                  <Value field={field} value={after} domains={domains} />
                </span>
              </>
            ) : (
              <Value field={field} value={after} domains={domains} />
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
