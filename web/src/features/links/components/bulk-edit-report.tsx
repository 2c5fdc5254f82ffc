// What a bulk edit changed, or would change (its dry run): the links counted, then the first
// changes field by field (before → after, as the link's history shows them) and the first
// refusals with the server's reason in the interface's language.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '@/i18n/api-messages';
import { formatNumber } from '@/lib/format';
import type { BulkEditResult, BulkLinkDiff } from '../types';
import { diffFieldLabel, diffValue } from '../utils/bulk-diff';

/** Between the value before and after; hidden from screen readers, which hear "After:". */
const ARROW = '→';

const COUNTS = ['selected', 'changed', 'unchanged', 'refused'] as const;

/** A link as the table names it: its slug, after its short domain's host when it has one. */
const linkName = (slug: string, domain: string | null) => `${domain ?? ''}/${slug}`;

function Value({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  const shown = diffValue(field, value);
  return shown === null ? <span className="history__none">{t('history.values.none')}</span> : shown;
}

function LinkChanges({ diff }: { diff: BulkLinkDiff }) {
  const { t } = useTranslation();
  return (
    <tbody>
      {diff.fields.map(({ field, before, after }, index) => (
        <tr key={field}>
          {index === 0 && (
            <th scope="rowgroup" rowSpan={diff.fields.length}>
              {linkName(diff.slug, diff.domain)}
            </th>
          )}
          <td>{diffFieldLabel(field)}</td>
          <td>
            <span className="history__before">
              <span className="visually-hidden">{t('history.before')} </span>
              <Value field={field} value={before} />
            </span>
            <span className="history__arrow" aria-hidden="true">
              {ARROW}
            </span>
            <span>
              <span className="visually-hidden">{t('history.after')} </span>
              <Value field={field} value={after} />
            </span>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

export function BulkEditReport({ result }: { result: BulkEditResult }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer is announced by moving there: the button that asked for it may be gone.
  useEffect(() => heading.current?.focus(), [result]);

  // "Changes", or "Changes (the first 100 of 2,345)" when the answer lists only the first.
  const first = (shown: number, total: number) => ({
    shown: formatNumber(shown),
    number: formatNumber(total),
  });
  const changes =
    result.changes.length < result.changed
      ? t('links.bulk.firstChanges', first(result.changes.length, result.changed))
      : t('links.bulk.changes');
  const refusals =
    result.refusals.length < result.refused
      ? t('links.bulk.firstRefusals', first(result.refusals.length, result.refused))
      : t('links.bulk.refusals');

  return (
    <section className="bulk-report" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="bulk-report__title">
        {result.dryRun ? t('links.bulk.previewTitle') : t('links.bulk.resultTitle')}
      </h3>
      <dl className="bulk-report__counts">
        {COUNTS.map((count) => (
          <div key={count}>
            <dt>{t(`links.bulk.counts.${count}`)}</dt>
            <dd>{formatNumber(result[count])}</dd>
          </div>
        ))}
      </dl>
      {result.changes.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption>{changes}</caption>
            <thead>
              <tr>
                <th scope="col">{t('links.bulk.columns.link')}</th>
                <th scope="col">{t('links.bulk.columns.field')}</th>
                <th scope="col">{t('links.bulk.columns.change')}</th>
              </tr>
            </thead>
            {result.changes.map((diff) => (
              <LinkChanges key={diff.id} diff={diff} />
            ))}
          </table>
        </div>
      )}
      {result.refusals.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <caption>{refusals}</caption>
            <thead>
              <tr>
                <th scope="col">{t('links.bulk.columns.link')}</th>
                <th scope="col">{t('links.bulk.columns.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {result.refusals.map((refusal) => (
                <tr key={refusal.id}>
                  {/* An id that names no link has no slug: the id is all there is to show. */}
                  <th scope="row">{refusal.slug === null ? refusal.id : `/${refusal.slug}`}</th>
                  <td>{translateApiMessage(refusal.message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
