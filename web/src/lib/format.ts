// Display formatting shared by tables, cards and charts, in the interface's language
// (dates, numbers and relative times through Intl; docs/translating.md).
import { currentLanguage } from '@/i18n';
import type { LanguageCode } from '@/i18n/languages';

interface Formatters {
  date: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
  relative: Intl.RelativeTimeFormat;
}

// Building an Intl formatter is slow next to using one: one set per language, made on first use.
const formatters = new Map<LanguageCode, Formatters>();

export function formattersFor(language: LanguageCode = currentLanguage()): Formatters {
  let set = formatters.get(language);
  if (!set) {
    set = {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      number: new Intl.NumberFormat(language),
      relative: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
    };
    formatters.set(language, set);
  }
  return set;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formattersFor().date.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formattersFor().dateTime.format(date);
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' ? formattersFor().number.format(value) : '—';
}

// "42%" in English, "42 %" in German: one formatter per language and precision, made on first use.
const percentFormats = new Map<string, Intl.NumberFormat>();

/** A ratio (0.425) as a percentage in the interface's language ("42.5%" with one digit). */
export function formatPercent(ratio: number, fractionDigits = 0): string {
  const language = currentLanguage();
  const key = `${language} ${fractionDigits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: fractionDigits,
    });
    percentFormats.set(key, format);
  }
  return format.format(ratio);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 days ago", "in 2 hours", in the interface's language; `now` is for tests. */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '—';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  let amount = (time - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return formattersFor().relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(iso);
}

/** The short URL of a slug on this instance's public origin (about.domain). */
export function shortUrl(domain: string | undefined, slug: string): string {
  const origin = (domain ?? window.location.origin).replace(/\/+$/, '');
  return `${origin}/${slug}`;
}
