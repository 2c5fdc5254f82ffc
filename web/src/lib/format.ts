// Display formatting shared by tables and cards.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const numberFormat = new Intl.NumberFormat();

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' ? numberFormat.format(value) : '—';
}

/** The short URL of a slug on this instance's public origin (about.domain). */
export function shortUrl(domain: string | undefined, slug: string): string {
  const origin = (domain ?? window.location.origin).replace(/\/+$/, '');
  return `${origin}/${slug}`;
}
