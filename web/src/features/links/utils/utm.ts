// A link's campaign parameters joined to its destination, as the server does when the link enters
// the redirect cache (docs/campaigns.md#the-order-of-the-query-that-goes-out; src/domain/utm.rs).
import type { LinkUtm } from '../types';

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export const UTM_MAX = 200;

/** A parameter's name decoded like a form (`utm%5Fsource` is `utm_source`). */
const nameOf = (pair: string) => [...new URLSearchParams(pair.split('=')[0]).keys()][0] ?? '';

/** A value encoded like a form (space → +). */
const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/** The link's set values as [parameter, value], in the fixed order. */
function pairs(utm: Partial<LinkUtm>): [string, string][] {
  return UTM_KEYS.flatMap((key) => {
    const value = utm[key]?.trim();
    return value ? [[`utm_${key}`, value] as [string, string]] : [];
  });
}

/** The destination with the link's parameters: its own first, then the link's, the fragment last. */
export function joinUtm(destination: string, utm: Partial<LinkUtm>): string {
  const hash = destination.indexOf('#');
  const fragment = hash < 0 ? '' : destination.slice(hash);
  const beforeFragment = hash < 0 ? destination : destination.slice(0, hash);
  const mark = beforeFragment.indexOf('?');
  const base = mark < 0 ? beforeFragment : beforeFragment.slice(0, mark);
  const query = mark < 0 ? '' : beforeFragment.slice(mark + 1);
  const link = pairs(utm);
  const sets = new Set(link.map(([name]) => name));
  const present = new Set<string>();
  const out: string[] = [];
  for (const pair of query.split('&').filter((p) => p !== '')) {
    const name = nameOf(pair);
    if (utm.replace && sets.has(name)) continue;
    present.add(name);
    out.push(pair);
  }
  for (const [name, value] of link) {
    if (!present.has(name)) out.push(`${name}=${encode(value)}`);
  }
  return base + (out.length > 0 ? `?${out.join('&')}` : '') + fragment;
}
