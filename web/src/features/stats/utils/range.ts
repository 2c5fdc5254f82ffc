// Range presets (named `stats.presets.<id>`) and custom ranges, turned into the API's
// from/to/interval parameters.
import type { Interval } from '../types';

export type PresetId = '24h' | '7d' | '30d' | '90d' | '1y';

export interface Preset {
  id: PresetId;
  /** The range's length in hours. */
  hours: number;
  interval: Interval;
}

export const PRESETS: readonly Preset[] = [
  { id: '24h', hours: 24, interval: 'hour' },
  { id: '7d', hours: 7 * 24, interval: 'day' },
  { id: '30d', hours: 30 * 24, interval: 'day' },
  { id: '90d', hours: 90 * 24, interval: 'week' },
  { id: '1y', hours: 365 * 24, interval: 'month' },
];

// Names: `stats.intervals.<value>`.
export const INTERVALS: readonly { value: Interval; hours: number }[] = [
  { value: 'hour', hours: 1 },
  { value: 'day', hours: 24 },
  { value: 'week', hours: 7 * 24 },
  { value: 'month', hours: 28 * 24 },
];

/** The server refuses more buckets than this. */
export const MAX_BUCKETS = 2000;

export type Range =
  | { kind: 'preset'; preset: PresetId; /** ms: when the preset was chosen */ at: number }
  | { kind: 'custom'; from: string; to: string };

const HOUR = 3_600_000;

export const presetById = (id: PresetId): Preset => PRESETS.find((p) => p.id === id) ?? PRESETS[2]!;

/** YYYY-MM-DD of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day after a YYYY-MM-DD day, so a custom range includes its last day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return isoDay(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1));
}

/**
 * The from/to parameters of a range. A preset ends at the end of the current hour (statistics
 * have hour resolution, and a stable `to` keeps the query cached); a custom range runs from the
 * start of its first day to the end of its last day in the chosen time zone.
 */
export function rangeParams(range: Range): { from: string; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: nextDay(range.to) };
  const end = Math.ceil(range.at / HOUR) * HOUR;
  const hours = presetById(range.preset).hours;
  return { from: new Date(end - hours * HOUR).toISOString(), to: new Date(end).toISOString() };
}

/** The range's length in hours (for checking the bucket limit). */
export function rangeHours(range: Range): number {
  if (range.kind === 'preset') return presetById(range.preset).hours;
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${nextDay(range.to)}T00:00:00Z`);
  return Number.isNaN(from) || Number.isNaN(to) ? 0 : Math.max(0, (to - from) / HOUR);
}

export const intervalFits = (interval: Interval, hours: number): boolean =>
  hours / (INTERVALS.find((i) => i.value === interval)?.hours ?? 1) <= MAX_BUCKETS;
