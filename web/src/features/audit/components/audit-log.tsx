// The audit log page's card: filters, the entries newest first a page at a time through the
// server's cursor ("Show older entries"), and exports of every entry the filters keep. The action
// and the days apply at once; who and the target once typing pauses. Only the owner and admins
// read the log.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAccount } from '@/lib/account/account-store';
import { isManager } from '@/lib/account/types';
import { formatNumber } from '@/lib/format';
import { useExportAudit } from '../api/export-audit';
import { useAuditLog } from '../api/get-audit';
import { NO_AUDIT_FILTERS, type AuditExportFormat, type AuditFilters } from '../types';
import { auditQuery, isFiltered, rangeInverted } from '../utils/filters';
import { AuditFiltersBar } from './audit-filters';
import { AUDIT_COLUMNS, AuditRow } from './audit-row';

const EXPORT_FORMATS: readonly AuditExportFormat[] = ['csv', 'json'];

export function AuditLog() {
  const { t } = useTranslation();
  const allowed = isManager(useAccount());
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // Typed filters wait for a pause, so each keystroke does not ask the server; an emptied one
  // (e.g. "Clear filters") applies at once, with the others.
  const actor = useDebouncedValue(filters.actor);
  const target = useDebouncedValue(filters.target);
  const applied = {
    ...filters,
    actor: filters.actor && actor,
    target: filters.target && target,
  };
  const inverted = rangeInverted(applied);
  const query = auditQuery(applied);
  const log = useAuditLog(query, allowed && !inverted);
  const download = useExportAudit();
  // A range that ends before it starts matches nothing: no rows, not the last range's.
  const entries = inverted ? [] : (log.data?.pages.flatMap((page) => page.entries) ?? []);

  if (!allowed) {
    return (
      <section className="card">
        <h2 className="card__title">{t('audit.title')}</h2>
        <p>{t('audit.notAllowed')}</p>
      </section>
    );
  }

  const exportAs = async (format: AuditExportFormat) => {
    try {
      const name = await download.mutateAsync({ format, query });
      toast(t('audit.export.downloaded', { name }));
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <section className="card card--flush" aria-labelledby="audit-heading">
      <div className="toolbar">
        <h2 id="audit-heading" className="card__title">
          {t('audit.heading')}
        </h2>
        <div className="audit-exports" role="group" aria-label={t('audit.export.group')}>
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              size="sm"
              busy={download.isPending && download.variables.format === format}
              disabled={inverted}
              onClick={() => void exportAs(format)}
            >
              {t(`audit.export.${format}`)}
            </Button>
          ))}
        </div>
      </div>
      <p className="muted card__intro">{t('audit.intro')}</p>
      <AuditFiltersBar value={filters} onChange={setFilters} />
      {log.error && !log.data && (
        <p className="table-state" role="alert">
          {t('audit.loadFailed', { message: log.error.message })}
        </p>
      )}
      {log.isPending && !inverted && (
        <p className="table-state" role="status">
          {t('audit.loading')}
        </p>
      )}
      {(inverted || (log.data && !log.isPlaceholderData)) && entries.length === 0 && (
        <p className="table-state">
          {isFiltered(applied) ? t('audit.emptyFiltered') : t('audit.empty')}
        </p>
      )}
      {entries.length > 0 && (
        <div className="table-wrap">
          <table className="table table--audit" aria-busy={log.isFetching || undefined}>
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                {AUDIT_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`audit.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entries.length > 0 && (
        <div className="pagination">
          <span className="pagination__info">
            {t('audit.shown', { count: entries.length, number: formatNumber(entries.length) })}
          </span>
          {log.hasNextPage && !log.isPlaceholderData && (
            <Button busy={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {t('audit.older')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
