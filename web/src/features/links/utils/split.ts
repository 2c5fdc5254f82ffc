// A link's A/B split in the create and edit forms: each weight as the text its input holds, and
// how the values become the API's `split`. The limits are the server's (src/domain/split.rs).
import type { LinkSplit } from '../types';

export const SPLIT_LIMITS = { minVariants: 2, maxVariants: 8, maxWeight: 1000 } as const;

/** New variants start even: two of them share visitors half and half. */
const DEFAULT_WEIGHT = '50';

export interface VariantValues {
  destination: string;
  weight: string;
}

/** The split fields; no variants is no split. */
export interface SplitValues {
  variants: VariantValues[];
  cookie: boolean;
}

export const emptyVariant = (destination = ''): VariantValues => ({
  destination,
  weight: DEFAULT_WEIGHT,
});

/** The variants a new split starts with: the link's own destination first, then an empty one. */
export const firstVariants = (destination: string): VariantValues[] => [
  emptyVariant(destination.trim()),
  emptyVariant(),
];

export function splitValues(split?: LinkSplit | null): SplitValues {
  return {
    variants: (split?.variants ?? []).map((v) => ({
      destination: v.destination,
      weight: String(v.weight),
    })),
    cookie: split?.cookie ?? false,
  };
}

/** A weight as typed, or null unless it is a whole number from 1 to 1000. */
export function parseWeight(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,4}$/.test(value)) return null;
  const weight = Number(value);
  return weight >= 1 && weight <= SPLIT_LIMITS.maxWeight ? weight : null;
}

/** Each variant's share of the visitors (its weight over the sum); null while a weight is invalid. */
export function variantShares(variants: VariantValues[]): (number | null)[] {
  const weights = variants.map((v) => parseWeight(v.weight));
  if (weights.some((w) => w === null)) return weights.map(() => null);
  const total = (weights as number[]).reduce((sum, w) => sum + w, 0);
  return (weights as number[]).map((w) => w / total);
}

/** The split as the API takes it (trimmed destinations, numeric weights), or null for none. */
export function splitBody(v: SplitValues): LinkSplit | null {
  if (v.variants.length === 0) return null;
  // Weights the schema refused never get here.
  return {
    variants: v.variants.map((variant) => ({
      destination: variant.destination.trim(),
      weight: parseWeight(variant.weight) ?? 0,
    })),
    cookie: v.cookie,
  };
}
