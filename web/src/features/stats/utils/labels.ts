// Readable labels of breakdown values: country names, device names, unknown and "(other)".
import type { Dimension } from '../types';

export const DIMENSION_TITLES: Record<Dimension, string> = {
  referrers: 'Referrers',
  countries: 'Countries',
  devices: 'Devices',
  browsers: 'Browsers',
  os: 'Operating systems',
};

export const OTHER_VALUE = '(other)';

const DEVICE_NAMES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other device',
};

let regionNames: Intl.DisplayNames | null | undefined;

/** The country's name in the browser's language, or null when unknown to Intl. */
export function countryName(code: string): string | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    const name = regionNames?.of(code.toUpperCase());
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
    return { label: dimension === 'referrers' ? 'Direct / none' : 'Unknown' };
  }
  if (value === OTHER_VALUE) return { label: 'Other' };
  if (dimension === 'countries') {
    const name = countryName(value);
    return name ? { label: name, code: value } : { label: value };
  }
  if (dimension === 'devices') return { label: DEVICE_NAMES[value] ?? value };
  return { label: value };
}

/** The label as one string, code included: "France (FR)". */
export function fullLabel(dimension: Dimension, value: string | null): string {
  const { label, code } = valueLabel(dimension, value);
  return code ? `${label} (${code})` : label;
}
