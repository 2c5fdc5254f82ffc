// The log's filters: the action (every action, a group, or one action), who acted, to what, and
// from which day to which day (both included, in the browser's time zone). The page decides
// when a change is asked for (components/audit-log.tsx); "Clear filters" empties them all.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  AUDIT_ACTIONS,
  AUDIT_GROUPS,
  groupOf,
  NO_AUDIT_FILTERS,
  type AuditFilters,
} from '../types';
import { isFiltered, rangeInverted } from '../utils/filters';
import { actionLabel, groupLabel } from '../utils/labels';

/** The server's limit for the actor and target filters. */
const MAX_FILTER_CHARS = 200;

export function AuditFiltersBar({
  value,
  onChange,
}: {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const actionId = useId();
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });

  return (
    <div className="filters" role="group" aria-label={t('audit.filters.group')}>
      <div className="field">
        <label className="field__label" htmlFor={actionId}>
          {t('audit.filters.action')}
        </label>
        <select id={actionId} className="input" value={value.action} onChange={set('action')}>
          <option value="">{t('audit.filters.allActions')}</option>
          {AUDIT_GROUPS.map((group) => {
            const actions = AUDIT_ACTIONS.filter((action) => groupOf(action) === group);
            const name = groupLabel(group);
            return (
              <optgroup key={group} label={name}>
                {/* A group of one action filters as that action does: one choice is enough. */}
                {actions.length > 1 && (
                  <option value={group}>{t('audit.filters.wholeGroup', { group: name })}</option>
                )}
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {actionLabel(action)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </div>
      <TextField
        label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actorPlaceholder')}
        autoComplete="off"
        maxLength={MAX_FILTER_CHARS}
        value={value.actor}
        onChange={set('actor')}
      />
      <TextField
        label={t('audit.filters.target')}
        placeholder={t('audit.filters.targetPlaceholder')}
        autoComplete="off"
        maxLength={MAX_FILTER_CHARS}
        value={value.target}
        onChange={set('target')}
      />
      <TextField
        label={t('audit.filters.from')}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={set('from')}
      />
      <TextField
        label={t('audit.filters.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        error={rangeInverted(value) ? t('audit.filters.toBeforeFrom') : undefined}
        onChange={set('to')}
      />
      {isFiltered(value) && (
        <div className="filters__actions">
          <Button size="sm" variant="ghost" onClick={() => onChange(NO_AUDIT_FILTERS)}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
