// The page's filters as the API's query parameters. Days are the browser's: "from" is that
// day's local midnight and "to" the next day's (the server's `to` is exclusive), both sent as
// UTC times, so a day picked means the day the table's local times show.
import type { AuditFilters } from '../types';

/** Local midnight of a YYYY-MM-DD day, `addDays` later, as ISO 8601 (UTC). */
export function localMidnight(day: string, addDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match;
  const midnight = new Date(Number(year), Number(month) - 1, Number(date) + addDays);
  return Number.isNaN(midnight.getTime()) ? undefined : midnight.toISOString();
}

/** "To" before "from": nothing could match, so the page says so instead of asking. */
export const rangeInverted = (filters: AuditFilters): boolean =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to;

export const isFiltered = ({ action, actor, target, from, to }: AuditFilters): boolean =>
  [action, actor, target, from, to].some((value) => value.trim() !== '');

/** The query parameters of GET /api/audit and /api/audit/export: only the filters given. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const action = filters.action.trim();
  const actor = filters.actor.trim();
  const target = filters.target.trim();
  const from = localMidnight(filters.from);
  const to = localMidnight(filters.to, 1);
  if (action) query.action = action;
  if (actor) query.actor = actor;
  if (target) query.target = target;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
