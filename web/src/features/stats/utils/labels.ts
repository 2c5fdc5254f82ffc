// Readable labels of breakdown values: country names, device names, unknown and "(other)", in
// the interface's language.
import { currentLanguage, i18n } from '@/i18n';
import type { Dimension } from '../types';

/** The title of a breakdown ("Referrers", "Countries"…). */
export const dimensionTitle = (dimension: Dimension): string =>
  i18n.t(`stats.dimensions.${dimension}`);

export const OTHER_VALUE = '(other)';

const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;
type Device = (typeof DEVICES)[number];
const isDevice = (value: string): value is Device => (DEVICES as readonly string[]).includes(value);

// Intl.DisplayNames is slow to build: one per language, made on first use (null: unsupported).
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesFor(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(language, { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return names;
}

/** The country's name in the interface's language, or null when unknown to Intl. */
export function countryName(code: string): string | null {
  try {
    const name = regionNamesFor(currentLanguage())?.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

export interface ValueLabel {
  /** What the table and chart show. */
  label: string;
  /** A code shown beside the label (a country's ISO code). */
  code?: string;
}

export function valueLabel(dimension: Dimension, value: string | null): ValueLabel {
  if (value === null || value === '') {
    return {
      label: i18n.t(dimension === 'referrers' ? 'stats.values.direct' : 'stats.values.unknown'),
    };
  }
  if (value === OTHER_VALUE) return { label: i18n.t('stats.values.other') };
  if (dimension === 'countries') {
    const name = countryName(value);
    return name ? { label: name, code: value } : { label: value };
  }
  if (dimension === 'devices' && isDevice(value)) {
    return { label: i18n.t(`stats.values.devices.${value}`) };
  }
  return { label: value };
}

/** The label as one string, code included: "France (FR)". */
export function fullLabel(dimension: Dimension, value: string | null): string {
  const { label, code } = valueLabel(dimension, value);
  return code ? `${label} (${code})` : label;
}
