// Labels of time buckets in the chosen time zone: an hour, a day, a week's first day or a month.
import type { Interval } from '../types';

const OPTIONS: Record<Interval, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

export function bucketFormatter(interval: Interval, tz: string): (iso: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(undefined, { ...OPTIONS[interval], timeZone: tz });
  } catch {
    format = new Intl.DateTimeFormat(undefined, OPTIONS[interval]);
  }
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    const text = format.format(date);
    return interval === 'week' ? `Week of ${text}` : text;
  };
}
