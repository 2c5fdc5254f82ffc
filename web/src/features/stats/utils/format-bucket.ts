// Labels of time buckets in the chosen time zone and the interface's language: an hour, a day,
// a week's first day or a month.
import { currentLanguage, i18n } from '@/i18n';
import type { Interval } from '../types';

const OPTIONS: Record<Interval, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

// Building an Intl formatter is slow next to using one: one per language, interval and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: string, interval: Interval, tz: string): Intl.DateTimeFormat {
  const key = `${language}|${interval}|${tz}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { ...OPTIONS[interval], timeZone: tz });
    } catch {
      format = new Intl.DateTimeFormat(language, OPTIONS[interval]);
    }
    formats.set(key, format);
  }
  return format;
}

export function bucketFormatter(interval: Interval, tz: string): (iso: string) => string {
  const format = formatFor(currentLanguage(), interval, tz);
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const text = format.format(date);
    return interval === 'week' ? i18n.t('stats.weekOf', { date: text }) : text;
  };
}
