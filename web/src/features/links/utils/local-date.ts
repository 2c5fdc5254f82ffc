// Dates in the forms are <input type="datetime-local"> values ("2030-01-31T12:00", the browser's
// time zone); the API speaks ISO 8601 instants. These convert between the two.
import { i18n } from '@/i18n';
import { formattersFor } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in this browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local value as an ISO instant, or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  // Without an offset, ECMAScript reads a date-time form as local time, which is what was typed.
  if (!LOCAL.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isLocalInput(value: string): boolean {
  return fromLocalInput(value) !== null;
}

/** The browser's time zone name, shown next to date fields. */
export function localTimeZone(): string {
  return formattersFor().date.resolvedOptions().timeZone || i18n.t('links.advanced.localTime');
}
