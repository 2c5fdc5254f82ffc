// An entry's details as lines a person reads: each key as the API names it (the export's
// names too) with its value in words — times and numbers in the interface's language, yes/no,
// lists joined, nested facts as "key: value" — never a JSON dump.
import { i18n } from '@/i18n';
import { formatDateTime, formatNumber } from '@/lib/format';

export interface DetailLine {
  key: string;
  value: string;
}

/** Keys whose value is a time (milliseconds since the epoch, or ISO 8601): `expiresAt`. */
const isTimeKey = (key: string) => /At$/.test(key);

function timeText(value: unknown): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : formatDateTime(date.toISOString());
}

export function detailValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return i18n.t('audit.values.none');
  if (isTimeKey(key)) {
    const time = timeText(value);
    if (time) return time;
  }
  if (typeof value === 'boolean')
    return value ? i18n.t('audit.values.yes') : i18n.t('audit.values.no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.length === 0
      ? i18n.t('audit.values.none')
      : value.map((item) => detailValue('', item)).join(', ');
  }
  if (typeof value === 'object') {
    const lines = detailLines(value as Record<string, unknown>);
    return lines.length === 0
      ? i18n.t('audit.values.none')
      : lines.map((line) => `${line.key}: ${line.value}`).join('; ');
  }
  // JSON holds nothing else.
  return i18n.t('audit.values.none');
}

/** One line per key, in the server's order; none for an entry without details. */
export function detailLines(details: Record<string, unknown> | null | undefined): DetailLine[] {
  if (!details || typeof details !== 'object') return [];
  return Object.entries(details).map(([key, value]) => ({ key, value: detailValue(key, value) }));
}
